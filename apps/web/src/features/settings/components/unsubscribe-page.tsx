import { linkTokenSchema } from '@grove/contracts';
import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/email-preferences';
import { FormAlert } from './settings-card';
import { LinkPage } from './link-page';

/** The page of an e-mail's unsubscribe link: asks first (a GET must change nothing), then confirms. */
export function UnsubscribePage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = linkTokenSchema.safeParse(token).success;
  // A dead link stays dead: no button to try it again.
  const dead = (error: unknown) => error instanceof ApiError && error.code === 'LINK_INVALID';
  const unsubscribe = useUnsubscribe();

  return (
    <LinkPage icon={<MailX className="size-6" aria-hidden />} title={t('unsubscribe.title')}>
      {unsubscribe.isSuccess ? (
        <>
          <p role="status">{t('unsubscribe.done', { kind: t(`preferences.kinds.${unsubscribe.data.kind}.label`) })}</p>
          <ButtonLink to={paths.profile.getHref()} variant="secondary">
            {t('unsubscribe.manage')}
          </ButtonLink>
        </>
      ) : !valid ? (
        <FormAlert>{t('common:errors.codes.LINK_INVALID')}</FormAlert>
      ) : (
        <>
          <p>{t('unsubscribe.description')}</p>
          {unsubscribe.isError ? (
            <FormAlert>{errorText(t, unsubscribe.error, t('unsubscribe.failed'))}</FormAlert>
          ) : null}
          {dead(unsubscribe.error) ? null : (
            <Button
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
              className="w-full sm:w-auto"
            >
              {t('unsubscribe.confirm')}
            </Button>
          )}
        </>
      )}
    </LinkPage>
  );
}
