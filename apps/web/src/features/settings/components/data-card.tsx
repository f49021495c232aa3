import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { SettingsCard } from './settings-card';

/** "Download my data": a ZIP of JSON and CSV files (GDPR articles 15 and 20). */
export function DataCard() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('data.title')} description={t('data.description')}>
      <DownloadButton
        path="/api/v1/users/me/export"
        filename={`grove-data-${new Date().toISOString().slice(0, 10)}.zip`}
        label={t('data.download')}
        busyLabel={t('data.preparing')}
        failedText={t('data.failed')}
        align="start"
      />
    </SettingsCard>
  );
}
