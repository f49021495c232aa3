import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEMO_ROLES, type DemoRole } from '@grove/contracts';
import { BarChart3, Briefcase, CheckCircle2, Clock, ShieldCheck, Store, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { currentLocale } from '@/lib/format';
import { demoVisitQueryOptions, useStartDemo } from '../api/demo-session';
import { useTour } from '../hooks/tour-store';
import { TOURS } from '../utils/tour-steps';

const POINTS: Record<DemoRole, readonly string[]> = {
  investor: ['explore', 'invest', 'portfolio', 'wallet', 'cancel', 'notifications'],
  operator: ['dashboard', 'publish', 'answer', 'funded', 'payout'],
  founder: ['campaign', 'team', 'raise', 'investors', 'revenue'],
};

const ICONS: Record<DemoRole, LucideIcon> = { investor: BarChart3, operator: Briefcase, founder: Store };

/** A moment in the reader's language and time zone (the page renders in the browser only). */
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * /demo (issue 16, PRODUCT.md 14): what the guided tour shows and its three starts. Each start
 * makes a visit of the visitor's own and signs in its investor, operator or founder; in a demo session
 * the page also resumes the tour, or leaves the demo.
 */
export function DemoPage() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => s.isAuthenticated);
  const inDemo = Boolean(user?.demo_expires_at);
  const visit = useQuery({ ...demoVisitQueryOptions(), enabled: inDemo });
  const tour = useTour();
  const start = useStartDemo();

  const begin = (role: DemoRole) => {
    start.mutate(role, {
      onSuccess: (session) => {
        useTour.getState().start(role);
        void navigate(TOURS[role][0]!.href(session.visit));
      },
    });
  };

  const resume = () => {
    if (!visit.data || !tour.tour) return;
    tour.resume();
    const step = TOURS[tour.tour][tour.step];
    if (step && !(step.account && step.account !== visit.data.account)) void navigate(step.href(visit.data));
  };

  const leaveDemo = () => {
    tour.leave();
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
  };

  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto max-w-6xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300 ring-inset">
          {t('page.badge')}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('page.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('page.lead')}</p>

        {inDemo && visit.data ? (
          <section
            className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6"
            aria-labelledby="demo-current"
            data-testid="demo-current"
          >
            <h2 id="demo-current" className="text-lg font-semibold text-slate-900">
              {t(`page.current.${visit.data.account}`)}
            </h2>
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              <Clock className="size-4 shrink-0" aria-hidden />
              {t('page.current.until', { date: dateTime(visit.data.expires_at) })}
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              {tour.tour && !tour.open ? (
                <Button onClick={resume} data-testid="demo-resume">
                  {t('page.current.resume')}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={leaveDemo} data-testid="demo-leave">
                {t('page.current.leave')}
              </Button>
            </div>
          </section>
        ) : null}

        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {DEMO_ROLES.map((role) => {
            const Icon = ICONS[role];
            return (
              <section
                key={role}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                aria-labelledby={`demo-${role}`}
              >
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h2 id={`demo-${role}`} className="text-xl font-semibold text-slate-900">
                    {t(`page.${role}.title`)}
                  </h2>
                </div>
                <p className="mt-3 text-sm text-slate-700">{t(`page.${role}.intro`)}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                  {POINTS[role].map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                      <span>{t(`page.${role}.points.${point}`)}</span>
                    </li>
                  ))}
                </ul>
                <Button
                  size="lg"
                  className="mt-6 w-full"
                  onClick={() => begin(role)}
                  loading={start.isPending && start.variables === role}
                  disabled={start.isPending}
                  data-testid={`demo-start-${role}`}
                >
                  {/* A long start ("Khám phá với vai trò nhà vận hành") wraps on a phone instead of widening its card. */}
                  <span className="text-center leading-tight whitespace-normal">{t(`page.${role}.start`)}</span>
                </Button>
              </section>
            );
          })}
        </div>

        <p className="mt-8 flex gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>{t('page.privacy')}</span>
        </p>
        {signedIn && !inDemo ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="demo-signs-out">
            {t('page.signsOut')}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">
          {t('page.own')}{' '}
          <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('page.signUp')}
          </Link>
        </p>
      </div>
      {start.isError ? (
        <ErrorDialog
          open
          title={t('page.startFailed')}
          message={errorText(t, start.error, t('page.startFailed'))}
          onClose={() => start.reset()}
        />
      ) : null}
    </div>
  );
}
