import type { PaymentTerms } from '@grove/contracts';
import { CircleCheck, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KiisKeyPoints, KiisPdfLink, KiisSheetBody } from '@/components/kiis-sheet';
import { Spinner } from '@/components/ui/spinner';
import { useFormatDate } from '@/lib/use-format-date';
import { useKiisSheet } from '@/lib/kiis';
import { Checkbox } from './checkbox';
import { Panel } from './payment-shell';

type PublishedKiis = NonNullable<PaymentTerms['kiis']>;

/**
 * The business's key investment information sheet before the investor's first investment in it
 * (EU 2020/1503 Art. 23): its key points, the whole sheet on demand, its PDF and the acknowledgment.
 * Once acknowledged, one line says which version was read; a newer version asks again.
 */
export function KiisAcknowledgment({
  projectId,
  kiis,
  checked,
  onChange,
  error,
}: {
  projectId: string;
  kiis: PublishedKiis;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const sheet = useKiisSheet(projectId, { version: kiis.version, enabled: !kiis.acknowledged });
  const pdf = <KiisPdfLink projectId={projectId} version={kiis.version} label={t('kiis.pdf')} />;

  if (kiis.acknowledged) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700" data-testid="kiis-acknowledged">
        <CircleCheck className="size-4 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1">{t('kiis.acknowledged', { version: kiis.version })}</span>
        {pdf}
      </p>
    );
  }
  return (
    <Panel className="flex flex-col gap-4" testId="kiis-panel">
      <div className="flex items-start gap-3">
        <ScrollText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{t('kiis.title')}</h2>
          <p className="mt-0.5 text-xs text-slate-500">
            {t('kiis.versionLine', { version: kiis.version, date: formatDate(kiis.approved_at, 'long') })}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t('kiis.readFirst')}</p>
        </div>
      </div>
      {sheet.isPending ? (
        <Spinner label={t('loading')} />
      ) : sheet.isError ? (
        <p className="text-sm text-slate-600">{t('kiis.loadFailed')}</p>
      ) : (
        <>
          <KiisKeyPoints sheet={sheet.data} />
          <details className="group rounded-xl border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('kiis.readAll')}</summary>
            <div className="mt-3">
              <KiisSheetBody sheet={sheet.data} />
            </div>
          </details>
        </>
      )}
      <div className="self-start">{pdf}</div>
      <Checkbox checked={checked} onChange={onChange} error={error} testId="kiis-ack">
        {t('kiis.ack', { version: kiis.version })}
      </Checkbox>
    </Panel>
  );
}
