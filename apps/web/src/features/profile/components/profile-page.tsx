import { LANGUAGES, type User } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/lib/current-user';
import { errorText } from '@/lib/error-text';
import { chooseLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { DevicesCard } from './devices-card';
import { GuestNotice } from './guest-notice';
import { ProfileForm } from './profile-form';
import { VerificationBadge } from './verification-badge';

function Card({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const verified = user.verification_status === 'passed';
  return (
    <Card title={t('sections.account')}>
      <dl className="-my-3 divide-y divide-slate-100">
        <Row label={t('fields.email')}>{user.email}</Row>
        <Row label={t('fields.onboardingStatus')}>{t(`onboarding.${user.onboarding_status}`)}</Row>
        <Row label={t('fields.investorType')}>
          {user.investor_type ? t(`investorType.${user.investor_type}`) : t('investorType.none')}
        </Row>
        <Row label={t('fields.verification')}>
          <VerificationBadge status={user.verification_status} />
        </Row>
      </dl>
      {verified ? null : (
        <div className="mt-5 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-brand-900">
            {user.verification_status === 'in_progress' ? t('verification.pendingHint') : t('verification.why')}
          </p>
          <ButtonLink to={paths.verification.getHref()}>
            <ShieldCheck className="size-4" aria-hidden />
            {t('verification.start')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

/** The language of the profile; choosing one switches the interface and saves it (spec §4). */
function LanguageCard() {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card title={t('sections.language')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('fields.language')}
        </label>
        <select
          id={id}
          value={current}
          onChange={(event) => void chooseLanguage(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${inputClasses()} cursor-pointer sm:max-w-xs`}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('fields.languageHint')}
        </p>
      </div>
    </Card>
  );
}

function SignedInProfile({
  accountActions,
  settings,
}: {
  accountActions?: ReactNode;
  settings?: (user: User) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const query = useQuery(currentUserQueryOptions());

  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">{t('loadFailed')}</p>
        <p className="mt-1 text-sm text-red-800">{errorText(t, query.error, t('loadFailed'))}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }

  const user = query.data;
  return (
    <div className="flex flex-col gap-6">
      <AccountCard user={user} />
      <Card title={t('sections.personal')} description={t('sections.personalHint')}>
        <ProfileForm key={user.id} user={user} />
      </Card>
      <LanguageCard />
      <DevicesCard />
      {settings ? settings(user) : null}
      {accountActions ? <div className="flex justify-center sm:justify-end">{accountActions}</div> : null}
    </div>
  );
}

/**
 * /profile (spec §2): the title, a loading state, the guest-mode notice when signed
 * out; signed in, the editable details, the read-only account facts, the verification
 * badge with its start action, and the language.
 */
export function ProfilePage({
  accountActions,
  settings,
}: {
  accountActions?: ReactNode;
  /** The account settings below the profile, given the signed-in user (the route module combines features). */
  settings?: (user: User) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const user = useSession((s) => s.user);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 pt-6 pb-12 sm:pt-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        {isAuthenticated && user ? <p className="mt-1 truncate text-slate-600">{user.name || user.email}</p> : null}
      </header>
      {isAuthenticated ? <SignedInProfile accountActions={accountActions} settings={settings} /> : <GuestNotice />}
    </section>
  );
}
