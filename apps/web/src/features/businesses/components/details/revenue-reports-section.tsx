import type { ProjectDetails } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { RevenueReports } from '@/components/revenue-reports';
import { usePublicRevenueReports } from '@/lib/revenue-reports';
import type { DetailsSection } from './section';

/**
 * What the business reported since its raise closed (issue 26), as its own section of the page.
 * Drawn in the browser only, from a chunk of its own.
 */
export default function RevenueReportsSection({
  project,
  Section,
}: {
  project: ProjectDetails;
  Section: typeof DetailsSection;
}) {
  const { t } = useTranslation('business-revenue');
  const reports = usePublicRevenueReports(project.id, project.status);
  const data = reports.data;
  if (!data || (data.periods.length === 0 && data.late.length === 0)) return null;
  return (
    <Section
      id="revenue"
      title={t('title')}
      description={t('description', { multiple: (data.contract_minimum_multiple_bp / 10_000).toFixed(2) })}
    >
      <RevenueReports data={data} />
    </Section>
  );
}
