import { QUESTION_ANSWER_MAX, type AdminQuestion } from '@grove/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { useAnswerQuestion } from '../api/moderate-question';

const textareaClasses =
  'min-h-40 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600';

/**
 * Answers one question. The text lives with the caller (`draft`), so it survives an error,
 * closing the dialog and opening it again; it is cleared only once the answer is published.
 */
export function AnswerDialog({
  question,
  draft,
  onDraftChange,
  onClose,
  onAnswered,
}: {
  question: AdminQuestion;
  draft: string;
  onDraftChange: (text: string) => void;
  onClose: () => void;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('admin-people');
  const answer = useAnswerQuestion();
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setFieldError(t('questions.answerDialog.required'));
      return;
    }
    setFieldError(null);
    answer.mutate({ id: question.id, answer: draft }, { onSuccess: onAnswered });
  };

  const formId = `answer-${question.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('questions.answerDialog.title')}
      closeLabel={t('questions.answerDialog.close')}
      className="max-w-xl"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('questions.answerDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={answer.isPending}>
            {t('questions.answerDialog.submit')}
          </Button>
        </>
      }
    >
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">
        <p className="mb-1 text-xs font-semibold text-slate-500">
          {question.author} · {question.project_name}
        </p>
        {question.question}
      </blockquote>
      <form id={formId} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <Field label={t('questions.answerDialog.label')} hint={t('questions.answerDialog.hint')} error={fieldError}>
          {(control) => (
            <textarea
              {...control}
              name="answer"
              className={textareaClasses}
              value={draft}
              maxLength={QUESTION_ANSWER_MAX}
              onChange={(event) => onDraftChange(event.target.value)}
            />
          )}
        </Field>
        {answer.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorText(t, answer.error, t('questions.answerDialog.failed'))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
