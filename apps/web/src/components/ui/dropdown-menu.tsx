import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const MenuRoot = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuSeparator = (props: ComponentProps<typeof RadixMenu.Separator>) => (
  <RadixMenu.Separator className="my-1 h-px bg-slate-200" {...props} />
);
export const MenuLabel = ({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) => (
  <RadixMenu.Label className={cn('px-3 py-2 text-xs font-medium text-slate-500', className)} {...props} />
);

export function MenuContent({
  children,
  align = 'end',
  className,
}: {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={8}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-52 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl focus:outline-none',
          className,
        )}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none',
        'data-[highlighted]:bg-slate-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export const MenuRadioGroup = RadixMenu.RadioGroup;

export function MenuRadioItem({ className, children, ...props }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem
      className={cn(
        'flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none',
        'data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold data-[state=checked]:text-brand-800',
        className,
      )}
      {...props}
    >
      {children}
      <RadixMenu.ItemIndicator>
        <span aria-hidden className="size-2 rounded-full bg-brand-600" />
      </RadixMenu.ItemIndicator>
    </RadixMenu.RadioItem>
  );
}
