import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { openPrivateFile } from '@/lib/open-private-file';

/**
 * A link to a private file (a revenue report's evidence, a team-only document): the server
 * serves it only with the reader's session, which a plain link cannot send, so it opens through
 * `openPrivateFile` in a new tab. A failure is said beside it.
 */
export function PrivateFileLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        className={cn('text-left', className)}
        onClick={() => {
          setError(null);
          openPrivateFile(url).catch((failure: unknown) =>
            setError(t('privateFile.failed', { error: errorText(t, failure, String(failure)) })),
          );
        }}
      >
        {children}
      </button>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
