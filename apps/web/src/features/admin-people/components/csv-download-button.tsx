import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { downloadFile } from '../api/download-file';

/**
 * Downloads a file that needs the session: fetched with the bearer token and saved as a Blob,
 * since a plain link cannot carry the header.
 */
export function CsvDownloadButton({ path, filename }: { path: string; filename: string }) {
  const { t } = useTranslation('admin-people');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadFile(path, filename);
          } catch (cause) {
            setError(errorText(t, cause, t('investors.downloadFailed')));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? null : <Download className="size-4" aria-hidden />}
        {busy ? t('investors.downloading') : t('investors.download')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
