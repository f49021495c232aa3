import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_LOCALES } from '../src/lib/i18n.js';
import { CODED_GROUPS } from '../src/modules/mail/mail.render.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every server text exists in every language (plural forms differ by language, their base key does not). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix.replace(PLURAL, '')];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The server's code, tests left out: what a key must be named in to be in use. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}
const code = sources(join(import.meta.dirname, '../src')).join('\n');
/** Keys the code builds from data (`statement.movements.${name}`): the part before the placeholder. */
const dynamicPrefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!);

/** A key is in use when the code names it whole, builds it from a prefix, or looks it up by a code the platform writes. */
function inUse(namespace: string, key: string): boolean {
  if (new RegExp(`['"\`]${key.replace(/\./g, '\\.')}['"\`]`).test(code)) return true;
  if (dynamicPrefixes.some((prefix) => key.startsWith(prefix))) return true;
  return namespace === 'mail' && CODED_GROUPS.some((group) => key.startsWith(`${group}.`));
}

describe('the server locale catalogues', () => {
  for (const namespace of Object.keys(SERVER_LOCALES.en) as Array<keyof typeof SERVER_LOCALES.en>) {
    it(`${namespace}: the same keys in every language, each plural with every form the language has`, () => {
      const english = [...new Set(keys(SERVER_LOCALES.en[namespace]))].sort();
      for (const language of LANGUAGES) {
        expect([...new Set(keys(SERVER_LOCALES[language][namespace]))].sort(), language).toEqual(english);
        const flat = JSON.stringify(SERVER_LOCALES[language][namespace]);
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const plural of new Set([...flat.matchAll(/"(\w+)_(?:zero|one|two|few|many|other)"/g)].map((m) => m[1]))) {
          for (const form of forms) expect(flat, `${language} ${plural}`).toContain(`"${plural}_${form}"`);
        }
      }
    });

    it(`${namespace}: every key is used by the code`, () => {
      const unused = [...new Set(keys(SERVER_LOCALES.en[namespace]))].filter((key) => !inUse(namespace, key));
      expect(unused).toEqual([]);
    });
  }

  it('finds a key nobody uses (the check can fail)', () => {
    expect(inUse('mail', 'welcome.greeting')).toBe(true);
    expect(inUse('mail', 'paymentReasons.declined')).toBe(true);
    expect(inUse('mail', 'welcome.farewell')).toBe(false);
  });
});
