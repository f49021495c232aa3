import { LANGUAGES } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_LOCALES } from '../src/lib/i18n.js';

/** Every server text exists in every language (plural forms differ by language, their base key does not). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the server locale catalogues', () => {
  for (const namespace of Object.keys(SERVER_LOCALES.en) as Array<keyof typeof SERVER_LOCALES.en>) {
    it(`${namespace}: the same keys in every language, each with an _other form where plural`, () => {
      const english = [...new Set(keys(SERVER_LOCALES.en[namespace]))].sort();
      for (const language of LANGUAGES) {
        expect([...new Set(keys(SERVER_LOCALES[language][namespace]))].sort(), language).toEqual(english);
        const flat = JSON.stringify(SERVER_LOCALES[language][namespace]);
        for (const plural of flat.matchAll(/"(\w+)_one"/g)) expect(flat, language).toContain(`"${plural[1]}_other"`);
      }
    });
  }
});
