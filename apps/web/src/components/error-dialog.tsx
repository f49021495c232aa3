import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

export interface ErrorDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  /** Optional primary action (e.g. 'Try Again'); the dialog always offers Close. */
  action?: { label: ReactNode; onClick: () => void };
}

/** The generic error dialog (spec §2, §8): a title, a message, and a way out. */
export function ErrorDialog({ open, onClose, title, message, action }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={message}
      closeLabel={t('actions.close')}
      tone="danger"
      icon={<AlertTriangle className="size-5" aria-hidden />}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
        </>
      }
    />
  );
}
