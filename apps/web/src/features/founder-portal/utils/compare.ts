import { LANGUAGES } from '@grove/contracts';

/** One line of a before/after comparison: a field's path in words' keys, and its text on each side. */
export interface ComparedLine {
  /** `['faq', 1, 'question', 'vi']`: the field, the item's number (from 1), the sub-field, the language. */
  path: (string | number)[];
  before: string;
  after: string;
}

const isLanguageMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/** A JSON value's leaves by path, languages in their usual order (en, vi, ru). */
function leaves(value: unknown, path: (string | number)[] = [], out = new Map<string, ComparedLine['path']>()) {
  const texts = new Map<string, string>();
  const walk = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...at, index + 1]));
    } else if (isLanguageMap(node)) {
      for (const language of LANGUAGES) walk(node[language] ?? '', [...at, language]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) walk(item, [...at, key]);
    } else {
      const key = JSON.stringify(at);
      out.set(key, at);
      texts.set(key, node === null || node === undefined ? '' : String(node));
    }
  };
  walk(value, path);
  return texts;
}

/** A field's place in `order` (unknown fields last); the sort is stable, so a field's lines keep theirs. */
const rank = (order: readonly string[], field: string | number | undefined) => {
  const index = order.indexOf(String(field));
  return index === -1 ? order.length : index;
};

/**
 * The lines that differ between a request's before and after, field by field and language by
 * language, in the form's field order, each field's lines as the after side lists them (then what was removed).
 */
export function compareChange(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  /** The fields' order on the form (stored JSON keeps its own key order). */
  order: readonly string[] = [],
): ComparedLine[] {
  const paths = new Map<string, ComparedLine['path']>();
  const was = leaves(before, [], paths);
  const now = leaves(after, [], paths);
  const keys = [...new Set([...now.keys(), ...was.keys()])];
  return keys
    .filter((key) => (was.get(key) ?? '') !== (now.get(key) ?? ''))
    .map((key) => ({ path: paths.get(key)!, before: was.get(key) ?? '', after: now.get(key) ?? '' }))
    .sort((a, b) => rank(order, a.path[0]) - rank(order, b.path[0]));
}
