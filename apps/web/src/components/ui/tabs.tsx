import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown as a badge after the label; left out while it is not known. */
  /** A number, or a count already written for the reader ("1,000+"). */
  count?: number | string;
  /** Test id of the count badge. */
  countTestId?: string;
}

const NEXT_INDEX: Readonly<Record<string, (index: number, length: number) => number>> = {
  ArrowRight: (index, length) => (index + 1) % length,
  ArrowLeft: (index, length) => (index - 1 + length) % length,
  Home: () => 0,
  End: (_index, length) => length - 1,
};

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow keys,
 * Home and End move between tabs and select the one they land on, and the selected
 * tab's panel, `children`, follows the list. The caller owns the selection (it lives
 * in the address on the pages that use this).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  className,
  children,
}: {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  // On a narrow screen the list scrolls sideways: keep the selected tab in view (sideways only,
  // so opening a page on a tab never scrolls the page itself).
  useEffect(() => {
    const row = list.current;
    const button = buttons.current.get(value);
    if (!row || !button || row.scrollWidth <= row.clientWidth) return;
    const left = button.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + button.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left + button.offsetWidth - row.clientWidth;
    }
  }, [value]);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const current = Math.max(
      0,
      tabs.findIndex((tab) => tab.value === value),
    );
    const next = tabs[move(current, tabs.length)];
    if (!next) return;
    buttons.current.get(next.value)?.focus();
    if (next.value !== value) onValueChange(next.value);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        ref={list}
        className="flex gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onValueChange(tab.value);
              }}
              className={cn(
                // Tabs keep their words whole: they share a phone's width when they fit, and the row scrolls when not.
                'inline-flex min-h-12 shrink-0 grow basis-auto cursor-pointer items-center justify-center gap-x-2 border-b-2 px-3 py-2 text-center text-sm font-semibold whitespace-nowrap transition-colors sm:grow-0 sm:px-4 sm:text-base',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold',
                    selected ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
                  )}
                  data-testid={tab.countTestId}
                >
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
