/**
 * The quiz's options in an order of their own for each attempt. The server serves one
 * fixed order (in which the right answer is often the same position) and checks answers
 * by id, so the order is the client's to choose. It is drawn from the attempt's seed and
 * the question: the same throughout an attempt (Back, a reload, another language), new
 * with the next attempt.
 */

/** A fresh seed for a new attempt. */
export function newOptionSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** 32-bit FNV-1a of the seed and the question id: each question gets its own stream. */
function hash(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small, fast generator of numbers in [0, 1); plenty for ordering a few options. */
function generator(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The options of one question in this attempt's order (Fisher–Yates with a seeded generator). */
export function shuffleOptions<T>(options: readonly T[], seed: number, questionId: string): T[] {
  const next = generator(hash(seed, questionId));
  const shuffled = [...options];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}
