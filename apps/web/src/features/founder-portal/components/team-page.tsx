import {
  BUSINESS_MEMBER_ROLES,
  teamInviteSchema,
  type BusinessMemberRole,
  type FounderBusiness,
} from '@grove/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/form-field';
import { useSession } from '@/lib/session';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useInvite, useRemoveMember, useRevokeInvitation, useSetRole, useTeam } from '../api/team';
import { Panel, QueryState } from './query-state';

/**
 * The business's team: members and their roles; owners invite by e-mail, change roles and remove
 * members (the server keeps the last owner and refuses editors).
 */
export function TeamPage({ business }: { business: FounderBusiness }) {
  const { t } = useTranslation('founder-portal');
  const team = useTeam(business.id);
  const setRole = useSetRole(business.id);
  const remove = useRemoveMember(business.id);
  const revoke = useRevokeInvitation(business.id);
  const me = useSession((s) => s.user?.id);
  const failed = setRole.error ?? remove.error ?? revoke.error;
  return (
    <QueryState query={team}>
      {(data) => {
        const owner = data.your_role === 'owner';
        return (
          <div className="flex flex-col gap-6">
            <Panel title={t('team.members')} tour="team-members">
              {failed ? (
                <p role="alert" className="mb-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                  {errorText(t, failed, failed.message)}
                </p>
              ) : null}
              <ul className="divide-y divide-slate-100" data-testid="members">
                {data.members.map((member) => (
                  <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">
                        {member.name || member.email}
                        {member.user_id === me ? <span className="text-slate-500"> {t('team.you')}</span> : null}
                      </p>
                      <p className="text-sm break-words text-slate-600">{member.email}</p>
                    </div>
                    {owner ? (
                      <div className="flex items-center gap-2">
                        <label className="sr-only" htmlFor={`role-${member.user_id}`}>
                          {t('team.roleOf', { name: member.name || member.email })}
                        </label>
                        <select
                          id={`role-${member.user_id}`}
                          className={inputClasses({ invalid: false })}
                          value={member.role}
                          disabled={setRole.isPending}
                          onChange={(event) =>
                            setRole.mutate({ userId: member.user_id, role: event.target.value as BusinessMemberRole })
                          }
                        >
                          {BUSINESS_MEMBER_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ))}
                        </select>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => {
                            if (window.confirm(t('team.confirmRemove', { name: member.name || member.email }))) {
                              remove.mutate(member.user_id);
                            }
                          }}
                        >
                          {t('team.remove')}
                        </Button>
                      </div>
                    ) : (
                      <span className="text-sm text-slate-700">{t(`roles.${member.role}`)}</span>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-600">{t('team.rolesHint')}</p>
            </Panel>
            {owner ? (
              <>
                <InviteForm businessId={business.id} />
                <Panel title={t('team.invitations')}>
                  {data.invitations.length === 0 ? (
                    <p className="text-sm text-slate-500">{t('team.noInvitations')}</p>
                  ) : (
                    <ul className="divide-y divide-slate-100" data-testid="invitations">
                      {data.invitations.map((invitation) => (
                        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                          <div className="min-w-0 text-sm">
                            <p className="font-medium break-words text-slate-900">{invitation.email}</p>
                            <p className="text-slate-600">
                              {t(`roles.${invitation.role}`)} ·{' '}
                              {t('team.expires', { date: formatDate(invitation.expires_at) })}
                            </p>
                          </div>
                          <Button variant="secondary" size="sm" onClick={() => revoke.mutate(invitation.id)}>
                            {t('team.withdraw')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </Panel>
              </>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}

function InviteForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation('founder-portal');
  const invite = useInvite(businessId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BusinessMemberRole>('editor');
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();
  const roleId = useId();
  return (
    <Panel title={t('team.invite')}>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(null);
          const parsed = teamInviteSchema.safeParse({ email, role });
          setInvalid(!parsed.success);
          if (!parsed.success) return;
          invite.mutate(parsed.data, {
            onSuccess: () => {
              setSent(parsed.data.email);
              setEmail('');
            },
          });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-medium text-slate-800">
            {t('team.email')}
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-medium text-slate-800">
            {t('team.role')}
          </label>
          <select
            id={roleId}
            className={inputClasses({ invalid: false })}
            value={role}
            onChange={(event) => setRole(event.target.value as BusinessMemberRole)}
          >
            {BUSINESS_MEMBER_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={invite.isPending}>
          {t('team.send')}
        </Button>
        {invalid ? (
          <p id={`${emailId}-error`} className="text-sm text-red-700 sm:col-span-3">
            {t('team.invalidEmail')}
          </p>
        ) : null}
        {invite.isError ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {errorText(t, invite.error, invite.error.message)}
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="text-sm text-brand-800 sm:col-span-3">
            {t('team.sent', { email: sent })}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
