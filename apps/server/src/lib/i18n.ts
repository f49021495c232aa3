import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@grove/contracts';
import i18next, { type TFunction } from 'i18next';
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import ruDocuments from '../locales/ru/documents.json' with { type: 'json' };
import ruMail from '../locales/ru/mail.json' with { type: 'json' };
import viDocuments from '../locales/vi/documents.json' with { type: 'json' };
import viMail from '../locales/vi/mail.json' with { type: 'json' };

/**
 * The server's texts (documents, e-mails), in locale catalogues of the same shape and message format
 * as the web app's (i18next JSON: `{{name}}` placeholders, `_one`/`_few`/`_other` plurals by
 * Intl.PluralRules), one namespace per file under src/locales/<language>/. English is the
 * fallback; a test fails when a key is missing in any language.
 */
export const SERVER_LOCALES = {
  en: { documents: enDocuments, mail: enMail },
  vi: { documents: viDocuments, mail: viMail },
  ru: { documents: ruDocuments, mail: ruMail },
} as const satisfies Record<Language, Record<string, unknown>>;

export type ServerNamespace = keyof (typeof SERVER_LOCALES)['en'];

const instance = i18next.createInstance();
void instance.init({
  resources: SERVER_LOCALES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The texts of one namespace in one language. */
export function translator(language: Language, namespace: ServerNamespace): TFunction {
  return instance.getFixedT(language, namespace);
}
