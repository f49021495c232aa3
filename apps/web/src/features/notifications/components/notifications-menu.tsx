import { Popover } from 'radix-ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellTrigger } from './notifications-bell';
import { NotificationsPanel } from './notifications-panel';
import { focusWasLost } from '@/components/ui/deferred';

/** The header's notifications panel (Radix popover), loaded when the bell is first reached. */
export default function NotificationsMenu({
  open,
  onOpenChange,
  focusTrigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: boolean;
}) {
  // Load the texts before the panel can open, so opening it never waits.
  useTranslation('notifications');
  const trigger = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    // Keyboard users keep their place when the real trigger replaces the look-alike.
    if (focusTrigger && !open && focusWasLost()) trigger.current?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <BellTrigger ref={trigger} aria-haspopup="dialog" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={headingId}
          // The panel itself takes focus: no button lights up just because it opened.
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className="z-50 w-[24rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none"
        >
          <NotificationsPanel
            headingId={headingId}
            onNavigate={() => onOpenChange(false)}
            listClassName="max-h-[min(28rem,calc(100dvh-8rem))]"
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
