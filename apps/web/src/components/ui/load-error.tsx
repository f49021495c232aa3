import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A part of a page that could not be read: what went wrong, and a button to ask again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  retrying,
  className,
  testId,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
      data-testid={testId}
    >
      <CircleAlert className="size-8 text-red-700" aria-hidden />
      <p className="mt-3 max-w-md text-sm font-medium break-words text-red-900">{message}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw className="size-4" aria-hidden />}
        {retryLabel}
      </Button>
    </div>
  );
}
