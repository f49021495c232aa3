import type { Language } from '@grove/contracts';

/**
 * What a /demo visit is made of: which catalogue businesses it copies for which part of the
 * story, the amounts its investor put in, and the words its people use, in each language.
 */

/** The catalogue businesses each visit copies (seed/demo/businesses), by the role they play. */
export const DEMO_SOURCES = {
  /** Raising; the investor paid into it today (within the 4-day window). */
  raising: 'saigon-bean-roastery',
  /** Raising, nothing invested yet: the investor tour invests in it. */
  toInvest: 'song-yoga-danang',
  /** Funded a year ago and paying out. */
  payingOut: 'kartli-craft-brewery',
  /** Missed its target; refunded. */
  refunded: 'sen-vang-pharmacy',
  /** A draft the operator tour publishes. */
  draft: 'an-tam-family-clinic',
  /** A catalogue business the investor follows, as everyone sees it. */
  followed: 'sunroof-solar-danang',
} as const;

/** The investor's amounts, in minor units of USD (each on its business's ticket steps). */
export const DEMO_AMOUNTS = {
  raisingCardMinor: 1_500_00,
  raisingWalletMinor: 300_00,
  payingOutMinor: 3_000_00,
  refundedMinor: 1_200_00,
} as const;

/**
 * The payouts the paying-out business made, oldest first, as its terms describe them: the
 * month-7 tranche (30% of principal), a quarterly profit share, the month-12 tranche (40%).
 * Each is a share of the investment and ends a period some days ago.
 */
export const DEMO_PAYOUTS = [
  { key: 'T1', shareBp: 3000, periodDays: 91, periodEndDaysAgo: 160 },
  { key: 'P1', shareBp: 140, periodDays: 91, periodEndDaysAgo: 100 },
  { key: 'T2', shareBp: 4000, periodDays: 91, periodEndDaysAgo: 8 },
] as const;

/**
 * On a founder's visit, the paying-out business's reported quarters since its close, oldest
 * first (USD, as the founder types them): at the scale of the visit's one investment, so the
 * revenue share pays the contract minimum over its tranches. The quarter after them is the
 * tour's to report.
 */
export const DEMO_REVENUE_REPORTS = [
  { revenue: '13800.00', profit: '2100.00' },
  { revenue: '14600.00', profit: '2350.00' },
  { revenue: '15900.00', profit: '2800.00' },
] as const;

/**
 * A founder's visit's copy of the paying-out business forecasts revenue at the catalogue's scale
 * divided by this: about what the reports above say, so the chart compares like with like.
 */
export const DEMO_FORECAST_DIVISOR = 20;

/** The business named on the sales ledger a founder's visit attaches to its reports. */
export const DEMO_EVIDENCE_BUSINESS = 'Kartli Craft Brewery';

/** When the paying-out business's investment was made. */
export const PAID_OUT_INVESTMENT_DAYS_AGO = 390;

type Texts = {
  investorName: string;
  operatorName: string;
  founderName: string;
  questionPayingOut: string;
  answerPayingOut: string;
  questionRaising: string;
  reasonActive: string;
  reasonRefund: string;
};

export const DEMO_TEXTS: Record<Language, Texts> = {
  en: {
    investorName: 'Alex Carter',
    operatorName: 'Grove team (demo)',
    founderName: 'Nino Kapanadze',
    questionPayingOut: 'How are the quarterly payouts worked out?',
    answerPayingOut:
      'Each quarter the brewery pays its agreed share of revenue; we split it across investors in proportion to what each invested, and it lands in your wallet.',
    questionRaising: 'Will the new roaster be installed before the end of the raise?',
    reasonActive: 'Funds transferred to the business; operations started.',
    reasonRefund: 'The raise missed its target by its deadline: every investor is refunded in full.',
  },
  vi: {
    investorName: 'Nguyễn Minh Anh',
    operatorName: 'Đội ngũ Grove (demo)',
    founderName: 'Nino Kapanadze',
    questionPayingOut: 'Khoản chi trả hằng quý được tính như thế nào?',
    answerPayingOut:
      'Mỗi quý nhà máy bia trả phần doanh thu đã thỏa thuận; chúng tôi chia cho các nhà đầu tư theo tỷ lệ số tiền mỗi người đã đầu tư, và tiền về ví của bạn.',
    questionRaising: 'Máy rang mới có được lắp đặt trước khi kết thúc đợt gọi vốn không?',
    reasonActive: 'Tiền đã chuyển cho doanh nghiệp; hoạt động đã bắt đầu.',
    reasonRefund: 'Đợt gọi vốn không đạt mục tiêu trước hạn: mọi nhà đầu tư được hoàn tiền đầy đủ.',
  },
  ru: {
    investorName: 'Алексей Смирнов',
    operatorName: 'Команда Grove (демо)',
    founderName: 'Нино Капанадзе',
    questionPayingOut: 'Как рассчитываются квартальные выплаты?',
    answerPayingOut:
      'Каждый квартал пивоварня платит согласованную долю выручки; мы делим её между инвесторами пропорционально вложенному, и деньги приходят в ваш кошелёк.',
    questionRaising: 'Новый ростер установят до конца сбора?',
    reasonActive: 'Средства переведены бизнесу; работа началась.',
    reasonRefund: 'Сбор не достиг цели к сроку: всем инвесторам возвращено всё полностью.',
  },
};

/** The finances the investor declares in the quiz (USD, major units). */
export const DEMO_FINANCES = { net_annual_income: 64_000, liquid_assets: 38_000, annual_commitments: 14_000 };
