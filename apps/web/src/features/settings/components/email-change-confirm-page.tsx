import { linkTokenSchema } from '@grove/contracts';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useConfirmEmailChange } from '../api/email-change';
import { FormAlert } from './settings-card';
import { LinkPage } from './link-page';

/**
 * Where an e-mail change link leads. Opening it changes nothing (mail scanners open links);
 * the button confirms this address's side.
 */
export function EmailChangeConfirmPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = linkTokenSchema.safeParse(token).success;
  // A dead link stays dead: no button to try it again.
  const dead = (error: unknown) => error instanceof ApiError && error.code === 'LINK_INVALID';
  const confirm = useConfirmEmailChange();

  return (
    <LinkPage icon={<MailCheck className="size-6" aria-hidden />} title={t('confirmEmail.title')}>
      {confirm.isSuccess ? (
        <>
          <p role="status">
            {confirm.data.status === 'completed' ? t('confirmEmail.completed') : t('confirmEmail.waiting')}
          </p>
          <ButtonLink to={paths.profile.getHref()} variant="secondary">
            {t('confirmEmail.toProfile')}
          </ButtonLink>
        </>
      ) : !valid ? (
        <FormAlert>{t('common:errors.codes.LINK_INVALID')}</FormAlert>
      ) : (
        <>
          <p>{t('confirmEmail.description')}</p>
          {confirm.isError ? <FormAlert>{errorText(t, confirm.error, t('confirmEmail.failed'))}</FormAlert> : null}
          {dead(confirm.error) ? null : (
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)} className="w-full sm:w-auto">
              {t('confirmEmail.confirm')}
            </Button>
          )}
        </>
      )}
    </LinkPage>
  );
}
