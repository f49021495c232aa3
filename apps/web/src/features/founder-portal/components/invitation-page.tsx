import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useAcceptInvitation, useInvitation } from '../api/invitation';

/**
 * A team invitation opened from its e-mail (the route asks a guest to sign in or up first): who
 * invites, as what; accepting needs the account of the invited address.
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation('founder-portal');
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email);

  let content;
  if (invitation.isPending) content = <PageLoader label={t('common:loading')} />;
  else if (invitation.isError) {
    const invalid = invitation.error instanceof ApiError && invitation.error.status === 404;
    content = (
      <EmptyState
        title={t('invitation.invalidTitle')}
        description={invalid ? t('invitation.invalid') : errorText(t, invitation.error, invitation.error.message)}
      />
    );
  } else {
    const data = invitation.data;
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <UserPlus className="size-8 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">
          {t('invitation.title', { business: data.business_name })}
        </h1>
        <p className="mt-2 text-slate-700">
          {t('invitation.body', { business: data.business_name, role: t(`roles.${data.role}`) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('invitation.expires', { date: formatDate(data.expires_at) })}</p>
        {data.address_matches ? null : (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('invitation.otherAddress', { invited: data.email, current: email ?? '' })}
          </p>
        )}
        {accept.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {errorText(t, accept.error, accept.error.message)}
          </p>
        ) : null}
        <Button
          className="mt-5"
          disabled={!data.address_matches}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: (joined) => void navigate(paths.founderBusiness.getHref(joined.project_id)),
            })
          }
        >
          {t('invitation.accept')}
        </Button>
      </div>
    );
  }
  return <div className="container-page max-w-xl py-10">{content}</div>;
}
