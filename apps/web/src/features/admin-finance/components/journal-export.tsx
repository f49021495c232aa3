import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { Field, Input } from '@/components/ui/form-field';
import { journalCsvPath } from '../api/journal-csv';
import { firstOfMonth, isDay } from '../utils/days';
import { Section } from './section';

/** Every ledger entry between two UTC days, as a CSV for the accountant. */
export function JournalExport({ today }: { today: string }) {
  const { t } = useTranslation('admin-finance');
  // Untouched, the range follows "today" (the platform's clock may move while the page is open).
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const start = from ?? firstOfMonth(today);
  const end = to ?? today;
  const valid = isDay(start) && isDay(end) && start <= end;

  return (
    <Section
      id="finance-journal"
      icon={<FileSpreadsheet className="size-5" />}
      title={t('journal.title')}
      intro={t('journal.intro')}
    >
      <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('journal.from')}>
            {(control) => (
              <Input {...control} type="date" value={start} max={end} onChange={(e) => setFrom(e.target.value)} />
            )}
          </Field>
          <Field label={t('journal.to')} error={valid || !isDay(start) ? null : t('journal.order')}>
            {(control) => (
              <Input {...control} type="date" value={end} min={start} onChange={(e) => setTo(e.target.value)} />
            )}
          </Field>
        </div>
        <p className="mt-2 text-xs text-slate-600">{t('journal.hint')}</p>
        <div className="mt-4">
          <DownloadButton
            path={journalCsvPath(start, end)}
            filename={`journal-${start}-${end}.csv`}
            label={t('journal.download')}
            busyLabel={t('journal.downloading')}
            failedText={t('journal.failed')}
            disabled={!valid}
            align="start"
          />
        </div>
      </div>
    </Section>
  );
}
