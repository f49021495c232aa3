import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { LinkPage } from './link-page';

/** Shown once the account is closed: what was erased and what is kept. */
export function AccountClosedPage() {
  const { t } = useTranslation('settings');
  return (
    <LinkPage icon={<UserX className="size-6" aria-hidden />} title={t('closed.title')}>
      <p>{t('closed.erased')}</p>
      <p>{t('closed.kept')}</p>
      <ButtonLink to={paths.home.getHref()} variant="secondary">
        {t('closed.home')}
      </ButtonLink>
    </LinkPage>
  );
}
