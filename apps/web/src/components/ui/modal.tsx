import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

let openModals = 0;

/**
 * A modal on the native <dialog> element: the browser makes the page behind
 * inert, keeps focus inside, closes on Escape and restores focus afterwards.
 * We add the scroll lock and close on a click outside the panel.
 */
export function Modal({
  open,
  onClose,
  children,
  className,
  labelledBy,
  describedBy,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  describedBy?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    openModals += 1;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      openModals -= 1;
      if (openModals === 0) document.documentElement.style.overflow = '';
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      className={cn('backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]', className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
