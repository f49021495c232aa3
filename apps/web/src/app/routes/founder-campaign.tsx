import type { AdminProjectInput, FounderBusiness } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ProjectForm } from '@/features/admin-projects/components/project-form';
import { CampaignPage } from '@/features/founder-portal/components/campaign-page';
import { i18n } from '@/lib/i18n';

/** The campaign editor reuses the console's business form, limited to the campaign's fields. */
export async function preload() {
  await i18n.loadNamespaces(['admin-projects', 'businesses']);
}

export function Component() {
  const business = useOutletContext<FounderBusiness>();
  useTranslation('admin-projects');
  return (
    <CampaignPage
      business={business}
      renderForm={({ defaultValues, onSubmit, submitLabel }) => (
        <ProjectForm
          scope="campaign"
          isNew={false}
          // The campaign is the part of the business's form a founder edits.
          defaultValues={defaultValues as unknown as AdminProjectInput}
          onSubmit={(values) => onSubmit(values)}
          submitLabel={submitLabel}
        />
      )}
    />
  );
}
