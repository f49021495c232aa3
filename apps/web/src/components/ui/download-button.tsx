import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download-file';
import { errorText } from '@/lib/error-text';
import { Button } from './button';

/**
 * Downloads a file that needs the session: fetched with the bearer token and saved as a Blob,
 * since a plain link cannot carry the header. The texts are the caller's (its namespace).
 */
export function DownloadButton({
  path,
  filename,
  label,
  busyLabel,
  failedText,
  disabled = false,
  align = 'end',
}: {
  path: string;
  filename: string;
  label: string;
  busyLabel: string;
  /** Shown when the download fails with no translated error code. */
  failedText: string;
  disabled?: boolean;
  /** Where the button and its error sit from a wide screen up (on a phone: at the start). */
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={cn('flex flex-col items-start gap-1', align === 'end' && 'sm:items-end')}>
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        disabled={disabled}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadFile(path, filename);
          } catch (cause) {
            setError(errorText(t, cause, failedText));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? null : <Download className="size-4" aria-hidden />}
        {busy ? busyLabel : label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
