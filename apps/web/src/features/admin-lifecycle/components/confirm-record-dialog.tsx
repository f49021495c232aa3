import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface ConfirmRecordDialogProps {
  /** The summary's rows; null closes the dialog. */
  rows: readonly { label: string; value: ReactNode; figure?: boolean }[] | null;
  title: string;
  description: string;
  icon: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step before the console records money that moved (a payout, a disbursement): what
 * will be recorded, in a short summary, then confirm or cancel. It cannot be closed while the
 * record is being written.
 */
export function ConfirmRecordDialog({
  rows,
  title,
  description,
  icon,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmRecordDialogProps) {
  const { t } = useTranslation('admin-lifecycle');
  return (
    <Dialog
      open={rows !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={title}
      description={description}
      closeLabel={t('lifecycle.close')}
      icon={icon}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('lifecycle.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {rows ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className={cn('break-words text-slate-900', row.figure && 'font-semibold tabular-nums')}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}
