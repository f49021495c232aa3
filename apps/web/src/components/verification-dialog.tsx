import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

export interface VerificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Verification Failed' (spec §2). */
  title?: ReactNode;
  message?: ReactNode;
  /** Defaults to 'Close' (spec §2). */
  buttonLabel?: ReactNode;
  children?: ReactNode;
  /** An extra action beside the button, e.g. 'Reupload documents'. */
  action?: ReactNode;
}

/** The generic verification dialog: default title 'Verification Failed', default button 'Close'. */
export function VerificationDialog({
  open,
  onClose,
  title,
  message,
  buttonLabel,
  children,
  action,
}: VerificationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title ?? t('verificationDialog.title')}
      description={message}
      closeLabel={t('actions.close')}
      tone="danger"
      icon={<ShieldAlert className="size-5" aria-hidden />}
      footer={
        <>
          <Button variant={action ? 'secondary' : 'primary'} onClick={onClose}>
            {buttonLabel ?? t('verificationDialog.button')}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
