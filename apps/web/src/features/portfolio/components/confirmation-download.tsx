import { normalizeLanguage, type Portfolio } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { investmentConfirmationPath } from '../api/investment-confirmation';

type Investment = Portfolio['items'][number];

/** An investment's confirmation, or its cancellation's once its money went back, in the reader's language. */
export function ConfirmationDownload({ item, align = 'start' }: { item: Investment; align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation('portfolio');
  const language = normalizeLanguage(i18n.language);
  const kind = item.refund ? 'cancellation' : 'confirmation';
  return (
    <DownloadButton
      path={investmentConfirmationPath(item.application_id, language)}
      filename={`grove-${kind}-${item.application_id.slice(0, 8)}.pdf`}
      label={t(`documents.${kind}`)}
      busyLabel={t('documents.preparing')}
      failedText={t('documents.failed')}
      align={align}
    />
  );
}
