import type { AdminQuestion } from '@grove/contracts';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/error-text';
import { useHideQuestion } from '../api/moderate-question';

/** Asks before hiding: a hidden question never shows on the business page again. */
export function HideDialog({
  question,
  onClose,
  onHidden,
}: {
  question: AdminQuestion;
  onClose: () => void;
  onHidden: () => void;
}) {
  const { t } = useTranslation('admin-people');
  const hide = useHideQuestion();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      icon={<EyeOff className="size-5" aria-hidden />}
      title={t('questions.hideDialog.title')}
      description={t('questions.hideDialog.description')}
      closeLabel={t('questions.hideDialog.close')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('questions.hideDialog.cancel')}
          </Button>
          <Button
            type="button"
            variant="danger"
            loading={hide.isPending}
            onClick={() => hide.mutate(question.id, { onSuccess: onHidden })}
          >
            {t('questions.hideDialog.confirm')}
          </Button>
        </>
      }
    >
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">
        {question.question}
      </blockquote>
      {hide.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorText(t, hide.error, t('questions.hideDialog.failed'))}
        </p>
      ) : null}
    </Dialog>
  );
}
