import { allocateMinor, type Language } from '@grove/contracts';

/**
 * The demo investors behind the demo figures (docs/architecture.md, "Demo content"). They
 * have no password and an address on a reserved domain, so nobody can sign in as them.
 */
export const DEMO_INVESTOR_DOMAIN = 'demo.grove.example';

export const demoInvestorEmail = (number: number) => `investor-${number}@${DEMO_INVESTOR_DOMAIN}`;

const EN_FIRST = ['Emma', 'Oliver', 'Sophie', 'James', 'Grace', 'Noah', 'Chloe', 'Daniel', 'Hannah', 'Samuel'];
const EN_LAST = [
  'Clarke',
  'Turner',
  'Walsh',
  'Bennett',
  'Hughes',
  'Porter',
  'Reid',
  'Foster',
  'Hayes',
  'Lowe',
  'Quinn',
];
const VI_FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Phan'];
const VI_GIVEN = [
  'Thị Lan',
  'Văn Minh',
  'Thu Hà',
  'Quốc Huy',
  'Ngọc Anh',
  'Đức Thắng',
  'Minh Châu',
  'Hoàng Nam',
  'Bảo Trâm',
  'Gia Khánh',
];
const RU_FIRST = [
  ['Дмитрий', 'm'],
  ['Анна', 'f'],
  ['Алексей', 'm'],
  ['Мария', 'f'],
  ['Сергей', 'm'],
  ['Елена', 'f'],
  ['Иван', 'm'],
  ['Ольга', 'f'],
  ['Михаил', 'm'],
  ['Татьяна', 'f'],
] as const;
const RU_SURNAMES = [
  'Смирнов',
  'Иванов',
  'Кузнецов',
  'Соколов',
  'Попов',
  'Лебедев',
  'Новиков',
  'Морозов',
  'Волков',
  'Зайцев',
  'Орлов',
];

/** A name that fits the investor's language; the first and last name lists have coprime lengths, so names vary. */
function nameOf(index: number, language: Language): string {
  const n = Math.floor(index / 3);
  switch (language) {
    case 'en':
      return `${EN_FIRST[n % EN_FIRST.length]} ${EN_LAST[n % EN_LAST.length]}`;
    case 'vi':
      return `${VI_FAMILY[n % VI_FAMILY.length]} ${VI_GIVEN[n % VI_GIVEN.length]}`;
    case 'ru': {
      const [first, gender] = RU_FIRST[n % RU_FIRST.length]!;
      const surname = RU_SURNAMES[n % RU_SURNAMES.length]!;
      return `${first} ${gender === 'f' ? `${surname}а` : surname}`;
    }
  }
}

const LANGUAGE_CYCLE: readonly Language[] = ['en', 'vi', 'ru'];

export interface DemoInvestor {
  number: number;
  email: string;
  name: string;
  language: Language;
}

/** Investors 1…count, their languages taking turns. */
export function demoInvestors(count: number): DemoInvestor[] {
  return Array.from({ length: count }, (_, index) => {
    const language = LANGUAGE_CYCLE[index % LANGUAGE_CYCLE.length]!;
    return { number: index + 1, email: demoInvestorEmail(index + 1), name: nameOf(index, language), language };
  });
}

/** A small deterministic generator (mulberry32): the same demo content on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Splits a business's raised amount (minor units) into `count` investments that sum to it
 * exactly, each above zero. When the raised amount and the minimum ticket are whole steps
 * and there is room, each investment is the minimum plus whole steps, as a real investor's
 * would be; otherwise they are split by the cent. With fewer cents than investors, there
 * are as many investments as cents.
 */
export function splitRaised(
  raisedMinor: number,
  count: number,
  ticket: { minMinor: number; stepMinor: number },
  random: () => number,
): number[] {
  const investors = Math.min(count, raisedMinor);
  if (investors <= 0) return [];
  // Weights from 1 to 8: most tickets near the average, a few several times larger.
  const weights = Array.from({ length: investors }, () => 1 + Math.floor(random() * random() * 8));
  const { minMinor, stepMinor } = ticket;
  const inSteps =
    stepMinor > 0 &&
    raisedMinor % stepMinor === 0 &&
    minMinor % stepMinor === 0 &&
    minMinor > 0 &&
    investors * minMinor <= raisedMinor;
  const unit = inSteps ? stepMinor : 1;
  const floor = inSteps ? minMinor / stepMinor : 1;
  const spare = raisedMinor / unit - investors * floor;
  return allocateMinor(spare, weights).map((extra) => (floor + extra) * unit);
}
