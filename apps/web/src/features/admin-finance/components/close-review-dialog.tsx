import { resolveAccountReviewSchema, type AccountReview } from '@grove/contracts';
import { UserRoundCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText, validationText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { isReviewClosedError, useResolveAccountReview } from '../api/resolve-account-review';
import { chargedBack } from '../utils/charged-back';
import { formatFinanceMoney } from '../utils/money';

/** The contract's English texts for a resolution, mapped to translation keys. */
const RESOLUTION_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Please say what you found and did (at least 3 characters).': 'admin-finance:reviews.dialog.tooShort',
  'Please keep it under 1,000 characters.': 'admin-finance:reviews.dialog.tooLong',
};
/** The contract's limit on a resolution. */
const RESOLUTION_MAX = 1000;

const textareaClasses =
  'min-h-32 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 sm:text-sm';

/**
 * Closes an account review with what the operator found and did. The text is checked with the
 * contract's schema before it is sent; the server's own field message shows in the same place.
 */
export function CloseReviewDialog({
  review,
  onClose,
  onClosed,
}: {
  review: AccountReview;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('admin-finance');
  const resolve = useResolveAccountReview();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const closedByOther = isReviewClosedError(resolve.error);
  const serverField =
    resolve.error instanceof ApiError
      ? resolve.error.fields.find((field) => field.path.split('.').at(-1) === 'resolution')?.message
      : undefined;
  const fieldError = validationText(t, invalid ?? serverField, RESOLUTION_MESSAGE_KEYS) ?? null;

  const check = (value: string) => {
    const parsed = resolveAccountReviewSchema.safeParse({ resolution: value });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? parsed.data.resolution : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolution = check(text);
    if (resolution !== null) resolve.mutate({ id: review.id, resolution }, { onSuccess: onClosed });
  };
  // After a refusal the message follows the text, so it goes once the text is good.
  const edit = (value: string) => {
    setText(value);
    if (invalid) check(value);
    if (serverField) resolve.reset();
  };

  const formId = `close-review-${review.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      icon={<UserRoundCheck className="size-5" aria-hidden />}
      title={t('reviews.dialog.title')}
      description={t('reviews.dialog.description')}
      closeLabel={t('common:actions.close')}
      className="max-w-lg"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={resolve.isPending} disabled={closedByOther}>
            {t('reviews.dialog.confirm')}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{t('reviews.investor')}</dt>
        <dd className="min-w-0 text-slate-900">
          <span className="block font-medium">{review.investor_name ?? review.investor_email}</span>
          {review.investor_name ? (
            <span className="block text-xs break-all text-slate-600">{review.investor_email}</span>
          ) : null}
        </dd>
        <dt className="text-slate-600">{t('reviews.chargedBack')}</dt>
        <dd className="min-w-0 text-slate-900">
          <span className="font-semibold whitespace-nowrap">{formatFinanceMoney(review.amount, review.currency)}</span>
          {' · '}
          {chargedBack(t, review)}
        </dd>
        <dt className="text-slate-600">{t('reviews.opened')}</dt>
        <dd className="text-slate-900">{formatDate(review.opened_at)}</dd>
      </dl>
      <form id={formId} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <Field label={t('reviews.dialog.label')} hint={t('reviews.dialog.hint')} error={fieldError}>
          {(control) => (
            <textarea
              {...control}
              name="resolution"
              className={textareaClasses}
              value={text}
              maxLength={RESOLUTION_MAX}
              required
              disabled={resolve.isPending || closedByOther}
              onChange={(event) => edit(event.target.value)}
            />
          )}
        </Field>
        {closedByOther ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('reviews.dialog.closedByOther')}
          </p>
        ) : resolve.isError && !serverField ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorText(t, resolve.error, t('reviews.dialog.failed'))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
