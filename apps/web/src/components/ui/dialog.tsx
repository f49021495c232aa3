import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Modal } from './modal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible label of the close (×) button. */
  closeLabel: string;
  tone?: 'default' | 'danger';
  icon?: ReactNode;
  className?: string;
}

/** A centred dialog with a title, an optional description, content and actions. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  tone = 'default',
  icon,
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl',
        className,
      )}
    >
      <div className="p-6">
        <div className="flex items-start gap-3">
          {icon ? (
            <div
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-full',
                tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
              )}
            >
              {icon}
            </div>
          ) : null}
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={close}
            className="-mt-1 -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {children ? <div className="mt-4">{children}</div> : null}
        {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
      </div>
    </Modal>
  );
}
