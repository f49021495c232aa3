import { Bell, BellRing, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OpeningCountdown, useOpeningTimeText } from '@/components/opening-countdown';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useHydrated } from '@/lib/hydration';
import { paths } from '@/lib/paths';
import type { Opening } from '@/lib/server-time';
import { useSession } from '@/lib/session';
import { useOpeningNotice, useSetOpeningNotice } from '../../api/opening-notice';

/** The query a guest's "Notify me" brings back from signing in: the click counts once they are in. */
export const NOTIFY_PARAM = 'notify';

/** A signed-in investor's "Notify me when it opens": one click, then "We'll tell you" with an undo. */
function SignedInNotify({ projectId }: { projectId: string }) {
  const { t } = useTranslation('business');
  const notice = useOpeningNotice(projectId, true);
  const change = useSetOpeningNotice(projectId);
  const [params, setParams] = useSearchParams();
  const askedAsGuest = params.get(NOTIFY_PARAM) === '1';
  const requested = notice.data?.requested ?? false;

  useEffect(() => {
    if (!askedAsGuest || !notice.data) return;
    const rest = new URLSearchParams(params);
    rest.delete(NOTIFY_PARAM);
    setParams(rest, { replace: true, preventScrollReset: true });
    if (!notice.data.requested) change.mutate(true);
    // Once, when the notice's state arrives after signing in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedAsGuest, notice.data]);

  return (
    <div className="flex flex-col gap-2">
      {requested ? (
        <div
          role="status"
          data-testid="notify-requested"
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-brand-200 ring-inset"
        >
          <span className="inline-flex items-center gap-1.5 font-medium text-brand-900">
            <BellRing className="size-4 shrink-0" aria-hidden />
            {t('opening.requested')}
          </span>
          <Button
            variant="link"
            size="sm"
            loading={change.isPending}
            onClick={() => change.mutate(false)}
            data-testid="notify-undo"
          >
            {t('opening.undo')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          loading={change.isPending || (notice.isPending && askedAsGuest)}
          disabled={notice.isPending}
          onClick={() => change.mutate(true)}
          data-testid="notify-me"
        >
          <Bell className="size-4 shrink-0" aria-hidden />
          {t('opening.notifyMe')}
        </Button>
      )}
      {change.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, change.error, t('opening.failed'))}
        </p>
      ) : null}
    </div>
  );
}

/** Signed out, "Notify me" goes to sign in and comes back here, where it is asked at once. */
function NotifyMe({ projectId }: { projectId: string }) {
  const { t } = useTranslation('business');
  const hydrated = useHydrated();
  const signedIn = useSession((s) => s.isAuthenticated);
  if (hydrated && signedIn) return <SignedInNotify projectId={projectId} />;
  const back = `${paths.business.getHref(projectId)}?${NOTIFY_PARAM}=1`;
  return (
    <ButtonLink
      to={paths.signin.getHref(back)}
      variant="secondary"
      size="lg"
      className="w-full"
      data-testid="notify-me-guest"
    >
      <Bell className="size-4 shrink-0" aria-hidden />
      {t('opening.notifyMe')}
    </ButtonLink>
  );
}

/**
 * Before the raise opens (issue 24), in place of "Invest now": the time left by the server's
 * clock, ticking, the opening time in the reader's zone, and "Notify me when it opens". At zero
 * the funding card renders "Invest now" instead, without a reload.
 */
export function OpeningSoon({
  projectId,
  opensAt,
  opening,
  preview = false,
}: {
  projectId: string;
  opensAt: string;
  opening: Opening;
  /** The console's preview: a draft takes no requests. */
  preview?: boolean;
}) {
  const { t } = useTranslation('business');
  const when = useOpeningTimeText(opensAt);
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 ring-inset" data-testid="opening-soon">
      <p className="flex items-center gap-1.5 text-sm font-medium text-brand-900">
        <Clock className="size-4" aria-hidden />
        {t('opening.opensIn')}
      </p>
      {/* The same height before the server's time is known, so nothing moves when it is. */}
      <p className="mt-1 h-9 text-3xl leading-9 font-bold tracking-tight text-slate-900">
        {opening.opensAtOnDevice !== null ? <OpeningCountdown opensAtOnDevice={opening.opensAtOnDevice} /> : null}
      </p>
      <p className="mt-1 text-sm text-slate-700" data-testid="opens-on">
        {t('opening.opensOn', { date: when })}
      </p>
      {preview ? null : (
        <div className="mt-4">
          <NotifyMe projectId={projectId} />
        </div>
      )}
    </div>
  );
}
