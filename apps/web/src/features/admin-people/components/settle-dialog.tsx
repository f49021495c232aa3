import { KYC_FAILURE_REASONS, type AdminIdentityReview, type KycFailureReason } from '@grove/contracts';
import { BadgeCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { useSettleIdentity } from '../api/settle-identity';

/** Confirms an operator's decision on a pending review; a decline names its reason. */
export function SettleDialog({
  review,
  outcome,
  onClose,
  onSettled,
}: {
  review: AdminIdentityReview;
  outcome: 'passed' | 'failed';
  onClose: () => void;
  onSettled: () => void;
}) {
  const { t } = useTranslation('admin-people');
  const settle = useSettleIdentity();
  const [reason, setReason] = useState<KycFailureReason>('mismatched_details');
  const person = review.name ?? review.email;
  const approve = outcome === 'passed';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone={approve ? 'default' : 'danger'}
      icon={approve ? <BadgeCheck className="size-5" aria-hidden /> : <ShieldX className="size-5" aria-hidden />}
      title={t(approve ? 'identity.settleDialog.approveTitle' : 'identity.settleDialog.declineTitle', { person })}
      description={t(approve ? 'identity.settleDialog.approveDescription' : 'identity.settleDialog.declineDescription')}
      closeLabel={t('identity.settleDialog.close')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('identity.settleDialog.cancel')}
          </Button>
          <Button
            type="button"
            variant={approve ? 'primary' : 'danger'}
            loading={settle.isPending}
            onClick={() =>
              settle.mutate(
                { userId: review.user_id, decision: approve ? { outcome } : { outcome, reason } },
                { onSuccess: onSettled },
              )
            }
          >
            {t(approve ? 'identity.settleDialog.confirmApprove' : 'identity.settleDialog.confirmDecline')}
          </Button>
        </>
      }
    >
      {approve ? null : (
        <Field label={t('identity.settleDialog.reason')}>
          {(control) => (
            <select
              {...control}
              value={reason}
              onChange={(event) => setReason(event.target.value as KycFailureReason)}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              {KYC_FAILURE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`identity.reasons.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {settle.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorText(t, settle.error, t('identity.settleDialog.failed'))}
        </p>
      ) : null}
    </Dialog>
  );
}
