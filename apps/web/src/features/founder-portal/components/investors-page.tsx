import { LANGUAGES, type FounderBusiness, type Language } from '@grove/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { useAnswer, usePostUpdate, useQuestions, useUpdates } from '../api/investors';
import { Panel, QueryState } from './query-state';
import { RequestStatus } from './request-list';
import { SourcesPanel } from './sources-panel';

/** Talking to investors: their questions (answered on the business page) and the business's updates. */
export function InvestorsPage({ business }: { business: FounderBusiness }) {
  return (
    <div className="flex flex-col gap-6">
      {business.status !== 'draft' ? <SourcesPanel businessId={business.id} /> : null}
      <QuestionsPanel businessId={business.id} />
      <UpdatesPanel businessId={business.id} live={business.status !== 'draft'} />
    </div>
  );
}

function QuestionsPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation('founder-portal');
  const questions = useQuestions(businessId);
  return (
    <Panel title={t('investors.questions')} tour="founder-questions">
      <p className="mb-3 text-sm text-slate-600">{t('investors.questionsHint')}</p>
      <QueryState query={questions}>
        {(data) =>
          data.questions.length === 0 ? (
            <p className="text-sm text-slate-500">{t('investors.noQuestions')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.questions.map((question) => (
                <li key={question.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-medium break-words whitespace-pre-line text-slate-900">{question.question}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {formatDateTime(question.asked_at)} ·{' '}
                    {LANGUAGE_NAMES[question.language as Language] ?? question.language}
                  </p>
                  <AnswerForm businessId={businessId} questionId={question.id} answer={question.answer} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Panel>
  );
}

function AnswerForm({
  businessId,
  questionId,
  answer,
}: {
  businessId: string;
  questionId: string;
  answer: string | null;
}) {
  const { t } = useTranslation('founder-portal');
  const save = useAnswer(businessId);
  const [editing, setEditing] = useState(answer === null);
  const [text, setText] = useState(answer ?? '');
  const id = useId();
  if (!editing) {
    return (
      <div className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <p className="font-medium text-slate-700">{t('investors.yourAnswer')}</p>
        <p className="break-words whitespace-pre-line text-slate-800">{answer}</p>
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setEditing(true)}>
          {t('investors.editAnswer')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        save.mutate({ questionId, answer: text.trim() }, { onSuccess: () => setEditing(false) });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('investors.answer')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(inputClasses({ invalid: false }), 'h-auto py-2')}
      />
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, save.error, save.error.message)}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" loading={save.isPending} disabled={!text.trim()}>
          {t('investors.publishAnswer')}
        </Button>
      </div>
    </form>
  );
}

const emptyTexts = (): Record<Language, string> => ({ en: '', vi: '', ru: '' });

function UpdatesPanel({ businessId, live }: { businessId: string; live: boolean }) {
  const { t, i18n } = useTranslation('founder-portal');
  const updates = useUpdates(businessId);
  const post = usePostUpdate(businessId);
  const [title, setTitle] = useState(emptyTexts);
  const [body, setBody] = useState(emptyTexts);
  const [notice, setNotice] = useState<'published' | 'waiting' | null>(null);
  const uid = useId();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  return (
    <Panel title={t('investors.updates')} tour="founder-updates">
      <QueryState query={updates}>
        {(data) => (
          <div className="flex flex-col gap-5">
            <p className="text-sm text-slate-600">
              {data.needs_approval ? t('investors.moderated') : t('investors.notModerated')}
            </p>
            {live ? (
              <form
                className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  setNotice(null);
                  post.mutate(
                    { title, body },
                    {
                      onSuccess: (posted) => {
                        setNotice(posted.published ? 'published' : 'waiting');
                        setTitle(emptyTexts());
                        setBody(emptyTexts());
                      },
                    },
                  );
                }}
              >
                <p className="text-sm text-slate-600">{t('investors.allLanguages')}</p>
                {LANGUAGES.map((lang) => (
                  <fieldset key={lang} className="flex flex-col gap-2">
                    <legend className="text-sm font-semibold text-slate-900">{LANGUAGE_NAMES[lang]}</legend>
                    <label htmlFor={`${uid}-title-${lang}`} className="text-sm text-slate-700">
                      {t('investors.updateTitle')}
                    </label>
                    <Input
                      id={`${uid}-title-${lang}`}
                      lang={lang}
                      maxLength={200}
                      value={title[lang]}
                      onChange={(event) => setTitle((was) => ({ ...was, [lang]: event.target.value }))}
                    />
                    <label htmlFor={`${uid}-body-${lang}`} className="text-sm text-slate-700">
                      {t('investors.updateBody')}
                    </label>
                    <textarea
                      id={`${uid}-body-${lang}`}
                      lang={lang}
                      rows={4}
                      maxLength={10000}
                      value={body[lang]}
                      onChange={(event) => setBody((was) => ({ ...was, [lang]: event.target.value }))}
                      className={cn(inputClasses({ invalid: false }), 'h-auto py-2')}
                    />
                  </fieldset>
                ))}
                {post.isError ? (
                  <p role="alert" className="text-sm text-red-700">
                    {errorText(t, post.error, post.error.message)}
                  </p>
                ) : null}
                {notice ? (
                  <p role="status" className="text-sm text-brand-800">
                    {t(`investors.notice.${notice}`)}
                  </p>
                ) : null}
                <div>
                  <Button type="submit" loading={post.isPending}>
                    {data.needs_approval ? t('investors.sendUpdate') : t('investors.postUpdate')}
                  </Button>
                </div>
              </form>
            ) : (
              <p className="text-sm text-slate-500">{t('investors.draftNoUpdates')}</p>
            )}
            {data.requests.length > 0 ? (
              <ul className="flex flex-col gap-2" data-testid="update-requests">
                {data.requests.map((request) => (
                  <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">
                        {(request.after.title as Record<Language, string> | undefined)?.[language] ?? ''}
                      </span>
                      <RequestStatus status={request.status} />
                    </div>
                    {request.message ? (
                      <p className="mt-1 text-slate-700">
                        <span className="font-medium">{t('requests.operatorSaid')}</span> {request.message}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {data.updates.length === 0 ? (
              <p className="text-sm text-slate-500">{t('investors.noUpdates')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.updates.map((update) => (
                  <li key={update.id} className="border-t border-slate-100 pt-3">
                    <p className="font-medium text-slate-900">{update.title[language] || update.title.en}</p>
                    <p className="text-xs text-slate-500">{formatDateTime(update.published_at)}</p>
                    <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">
                      {update.body[language] || update.body.en}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
