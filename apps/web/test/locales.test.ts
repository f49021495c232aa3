import { LANGUAGES } from '@grove/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../src/locales/*/*.json', { eager: true });

/** A plural form's suffix: languages have different ones (Russian few and many, Vietnamese other only). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of a namespace, nested keys joined by dots, plural forms counted once. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix.replace(PLURAL, '')];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function catalogue(): Map<string, Map<string, Set<string>>> {
  const byNamespace = new Map<string, Map<string, Set<string>>>();
  for (const [file, module] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
    byNamespace.get(namespace)!.set(language, new Set(keysOf(module.default)));
  }
  return byNamespace;
}

describe('locale catalogues', () => {
  it('has every namespace in every language', () => {
    for (const [namespace, languages] of catalogue()) {
      expect([...languages.keys()].sort(), namespace).toEqual([...LANGUAGES].sort());
    }
  });

  it('has every key of every namespace in English, Vietnamese and Russian', () => {
    const missing: string[] = [];
    for (const [namespace, languages] of catalogue()) {
      const all = new Set([...languages.values()].flatMap((keys) => [...keys]));
      for (const language of LANGUAGES) {
        const keys = languages.get(language) ?? new Set<string>();
        for (const key of all) if (!keys.has(key)) missing.push(`${language}/${namespace}.json: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
