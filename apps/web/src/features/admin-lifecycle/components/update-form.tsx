import { LANGUAGES, type Language, type ProjectLifecycle } from '@grove/contracts';
import { CheckCircle2, Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClasses } from '@/components/ui/form-field';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { usePostProjectUpdate } from '../api/post-project-update';

type Texts = Record<Language, string>;
const empty = (): Texts => ({ en: '', vi: '', ru: '' });

/**
 * An update's title and text in every language, one tab each (a tab without both says so),
 * and an optional image. What was typed stays after an error.
 */
export function UpdateForm({ projectId, images }: { projectId: string; images: ProjectLifecycle['images'] }) {
  const { t } = useTranslation('admin-lifecycle');
  const post = usePostProjectUpdate(projectId);
  const [language, setLanguage] = useState<Language>('en');
  const [title, setTitle] = useState<Texts>(empty);
  const [body, setBody] = useState<Texts>(empty);
  const [image, setImage] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const missing = (lang: Language) => !title[lang].trim() || !body[lang].trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstMissing = LANGUAGES.find(missing);
    if (firstMissing) {
      setLanguage(firstMissing);
      return;
    }
    post.mutate(
      { title, body, image_file_id: image || null },
      {
        onSuccess: () => {
          setTitle(empty());
          setBody(empty());
          setImage('');
          setSubmitted(false);
        },
      },
    );
  };

  const failure = post.error instanceof ApiError ? post.error.message : post.error ? t('errors.generic') : null;

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="update-form">
      <h2 id="update-form" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Megaphone className="size-5 text-slate-500" aria-hidden />
        {t('updates.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('updates.subtitle')}</p>
      {post.isSuccess ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          {t('updates.posted', { count: post.data.notified })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Tabs
          label={t('updates.languages')}
          value={language}
          onValueChange={setLanguage}
          tabs={LANGUAGES.map((lang) => ({
            value: lang,
            label: (
              <span className="inline-flex items-center gap-1.5">
                {LANGUAGE_NAMES[lang]}
                {missing(lang) ? (
                  // A dot on a phone, the word from sm up; screen readers always hear the word.
                  <span
                    className={cn(
                      'inline-flex items-center rounded-full text-[0.7rem] font-semibold sm:px-1.5',
                      submitted ? 'text-red-800 sm:bg-red-100' : 'text-amber-900 sm:bg-amber-100',
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn('size-2 rounded-full sm:hidden', submitted ? 'bg-red-600' : 'bg-amber-500')}
                    />
                    <span className="sr-only sm:not-sr-only">{t('updates.missing')}</span>
                  </span>
                ) : null}
              </span>
            ),
          }))}
        >
          <div className="space-y-4 pt-4" lang={language}>
            <Field
              label={`${t('updates.headline')} (${LANGUAGE_NAMES[language]})`}
              error={submitted && !title[language].trim() ? t('updates.required') : null}
            >
              {(control) => (
                <Input
                  {...control}
                  value={title[language]}
                  maxLength={200}
                  onChange={(event) => setTitle({ ...title, [language]: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={`${t('updates.body')} (${LANGUAGE_NAMES[language]})`}
              error={submitted && !body[language].trim() ? t('updates.required') : null}
            >
              {(control) => (
                <textarea
                  {...control}
                  value={body[language]}
                  rows={6}
                  maxLength={10_000}
                  onChange={(event) => setBody({ ...body, [language]: event.target.value })}
                  className={cn(
                    inputClasses({ invalid: submitted && !body[language].trim() }),
                    'h-auto py-2 leading-relaxed',
                  )}
                />
              )}
            </Field>
          </div>
        </Tabs>
        {images.length > 0 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('updates.image')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {[{ file_id: '', url: '', alt: '' }, ...images].map((option) => (
                <label
                  key={option.file_id || 'none'}
                  className={cn(
                    'flex h-20 w-28 cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 text-xs text-slate-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    image === option.file_id ? 'border-brand-600' : 'border-slate-200 hover:border-slate-300',
                  )}
                >
                  <input
                    type="radio"
                    name="update-image"
                    value={option.file_id}
                    checked={image === option.file_id}
                    onChange={() => setImage(option.file_id)}
                    className="sr-only"
                  />
                  {option.url ? (
                    <img
                      src={option.url}
                      alt={option.alt || t('updates.imageOption')}
                      className="size-full object-cover"
                    />
                  ) : (
                    t('updates.noImage')
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <Button type="submit" loading={post.isPending}>
          {t('updates.post')}
        </Button>
      </form>
    </section>
  );
}
