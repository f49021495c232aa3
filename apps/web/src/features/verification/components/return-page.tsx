import type { KycReturnState } from '@grove/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  CircleAlert,
  CircleHelp,
  Clock,
  ExternalLink,
  Hourglass,
  RotateCw,
  ShieldQuestion,
  ShieldX,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { afterVerification } from '@/lib/after-verification';
import { cn } from '@/lib/cn';
import { currentUserQueryKey } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { kycStatusQueryOptions } from '../api/kyc-api';
import { browser, pendingProvider } from '../utils/provider-redirect';
import { FailureDialog } from './failure-dialog';
import { Card, VerificationShell } from './verification-shell';

/** While the provider is still deciding, the page asks again every 5 s, for about 2 minutes. */
export const POLL_INTERVAL_MS = 5_000;
export const POLL_LIMIT_MS = 120_000;

const WAITING: ReadonlySet<KycReturnState> = new Set(['in_progress', 'pending_review']);

const LOOK: Readonly<Record<KycReturnState, { Icon: LucideIcon; tone: string }>> = {
  success: { Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
  failed: { Icon: ShieldX, tone: 'bg-red-50 text-red-700' },
  in_progress: { Icon: Hourglass, tone: 'bg-amber-50 text-amber-700' },
  pending_review: { Icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  not_started: { Icon: ShieldQuestion, tone: 'bg-slate-100 text-slate-600' },
  error: { Icon: CircleAlert, tone: 'bg-red-50 text-red-700' },
  unknown: { Icon: CircleHelp, tone: 'bg-slate-100 text-slate-600' },
};

function StateCard({ state, children, actions }: { state: KycReturnState; children?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation('verification');
  const { Icon, tone } = LOOK[state];
  return (
    <Card padded={false} className="flex flex-col items-center px-6 py-10 text-center sm:px-10" data-state={state}>
      <div className={cn('flex size-16 items-center justify-center rounded-full', tone)}>
        <Icon className="size-8" aria-hidden />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-slate-900" data-testid="return-state">
        {t(`return.${state}.title`)}
      </h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">{t(`return.${state}.text`)}</p>
      {children}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </Card>
  );
}

/**
 * /verification/status/return: where the provider sends the person back. Asks for the
 * current status and shows success, failed, in progress, pending review, not started,
 * error or unknown (spec §4), with the failure modal for a failure.
 */
export function VerificationReturnPage() {
  const { t } = useTranslation('verification');
  const queryClient = useQueryClient();
  const knownStatus = useSession((s) => s.user?.verification_status);
  const startedAt = useRef<number | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [dialogDismissed, setDialogDismissed] = useState(false);
  const [pending] = useState(pendingProvider.get);
  // A payment that waited for this verification (issue 12): the way back to it.
  const [resume] = useState(afterVerification.get);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const query = useQuery({
    ...kycStatusQueryOptions(),
    refetchInterval: (current) => {
      const state = current.state.data?.return_state;
      if (!state || !WAITING.has(state) || current.state.error) return false;
      return Date.now() - (startedAt.current ?? Date.now()) < POLL_LIMIT_MS ? POLL_INTERVAL_MS : false;
    },
  });

  const data = query.data;
  const state: KycReturnState | null = query.isError ? 'error' : (data?.return_state ?? null);
  const waiting = state !== null && WAITING.has(state);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    // A changed status reaches the profile badge and the notifications list.
    if (data && knownStatus && data.status !== knownStatus) {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notifications'] });
    }
  }, [data, knownStatus, queryClient]);

  const profile = (
    <ButtonLink to={paths.profile.getHref()} variant="secondary">
      {t('return.actions.profile')}
    </ButtonLink>
  );
  const startAgain = <ButtonLink to={paths.verification.getHref()}>{t('return.actions.start')}</ButtonLink>;
  const checkAgain = (
    <Button
      variant="secondary"
      onClick={() => {
        startedAt.current = Date.now();
        setGaveUp(false);
        void query.refetch();
      }}
      loading={query.isFetching}
    >
      {query.isFetching ? null : <RotateCw className="size-4" aria-hidden />}
      {t('return.actions.checkAgain')}
    </Button>
  );

  let content: ReactNode;
  if (state === null) {
    content = (
      <Card padded={false} className="flex flex-col items-center px-6 py-16 text-center">
        <Spinner className="size-8 text-brand-700" />
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('return.checking')}
        </p>
      </Card>
    );
  } else if (state === 'error') {
    content = (
      <StateCard
        state="error"
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {query.isFetching ? null : <RotateCw className="size-4" aria-hidden />}
            {t('common:actions.retry')}
          </Button>
        }
      >
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {t('checkFailed')}
        </p>
      </StateCard>
    );
  } else if (state === 'success') {
    content = (
      <StateCard
        state="success"
        actions={
          resume ? (
            <ButtonLink to={resume} onClick={() => afterVerification.clear()} data-testid="resume-investment">
              {t('return.actions.resumeInvestment')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.businesses.getHref()}>{t('return.actions.explore')}</ButtonLink>
              {profile}
            </>
          )
        }
      />
    );
  } else if (state === 'failed') {
    content = (
      <StateCard
        state="failed"
        actions={
          <>
            <Button onClick={() => setDialogDismissed(false)}>
              <Upload className="size-4" aria-hidden />
              {t('failure.reupload')}
            </Button>
            {profile}
          </>
        }
      />
    );
  } else if (waiting) {
    content = (
      <StateCard
        state={state}
        actions={
          <>
            {state === 'in_progress' && pending ? (
              <Button onClick={() => browser.assign(pending.url)}>
                {t('return.actions.continue')}
                <ExternalLink className="size-4" aria-hidden />
              </Button>
            ) : null}
            {gaveUp ? checkAgain : null}
            {profile}
          </>
        }
      >
        <p role="status" className="mt-4 flex items-center gap-2 text-xs text-slate-500">
          {gaveUp ? (
            t('return.slow')
          ) : (
            <>
              <Spinner className="size-3.5" />
              {t('return.polling')}
            </>
          )}
        </p>
      </StateCard>
    );
  } else if (state === 'not_started') {
    content = <StateCard state="not_started" actions={startAgain} />;
  } else {
    content = (
      <StateCard
        state="unknown"
        actions={
          <>
            {checkAgain}
            {startAgain}
          </>
        }
      />
    );
  }

  return (
    <VerificationShell title={t('return.title')} width="max-w-xl">
      {content}
      <FailureDialog
        open={state === 'failed' && !dialogDismissed}
        onClose={() => setDialogDismissed(true)}
        reason={data?.reason ?? null}
      />
    </VerificationShell>
  );
}
