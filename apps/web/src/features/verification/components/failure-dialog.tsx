import { KYC_FAILURE_REASONS, type KycFailureReason } from '@grove/contracts';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VerificationDialog } from '@/components/verification-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useRetryVerification } from '../api/kyc-api';
import { browser, pendingProvider, providerUrl } from '../utils/provider-redirect';

/**
 * The failure modal (spec §2, §8): the spec's message, its three reasons with the
 * provider's one marked, and a reupload that starts a new attempt with the provider.
 */
export function FailureDialog({
  open,
  onClose,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  reason: KycFailureReason | null;
}) {
  const { t, i18n } = useTranslation('verification');
  const retry = useRetryVerification();

  const reupload = () =>
    retry.mutate(undefined, {
      onSuccess: (session) => {
        const url = providerUrl(session.url, i18n.resolvedLanguage ?? i18n.language);
        pendingProvider.set(url);
        pendingProvider.markOpened();
        browser.assign(url);
      },
    });

  return (
    <VerificationDialog
      open={open}
      onClose={onClose}
      message={t('failure.message')}
      action={
        <Button onClick={reupload} loading={retry.isPending}>
          {retry.isPending ? null : <Upload className="size-4" aria-hidden />}
          {t('failure.reupload')}
        </Button>
      }
    >
      <p className="text-sm font-medium text-slate-800">{t('failure.reasonsTitle')}</p>
      <ul className="mt-2 flex flex-col gap-2" data-testid="failure-reasons">
        {KYC_FAILURE_REASONS.map((item) => {
          const current = item === reason;
          return (
            <li
              key={item}
              data-current={current || undefined}
              className={cn(
                'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                current ? 'border-red-300 bg-red-50 font-semibold text-red-900' : 'border-slate-200 text-slate-700',
              )}
            >
              <span
                aria-hidden
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', current ? 'bg-red-600' : 'bg-slate-300')}
              />
              <span>
                {t(`reasons.${item}`)}
                {current ? <span className="ml-1 font-normal text-red-800">({t('failure.yourCase')})</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {retry.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorText(t, retry.error, t('failure.retryFailed'))}
        </p>
      ) : null}
    </VerificationDialog>
  );
}
