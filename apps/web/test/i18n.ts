import { i18n } from '@/lib/i18n';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../src/locales/*/*.json', { eager: true });

/** i18next with every namespace of every language loaded up front, in English. */
export async function initTestI18n(): Promise<void> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    (resources[language] ??= {})[namespace] = module.default;
  }
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
