import {
  FUNDED_STATUSES,
  fromMinorUnits,
  fundedPercent,
  MOVES_NEEDING_DEADLINE,
  OPEN_RAISE_STATUSES,
  toMinorUnits,
  type BusinessStatus,
  type ProjectLifecycle,
} from '@grove/contracts';
import type { TFunction } from 'i18next';
import { AlertTriangle, ArrowRightLeft, CheckCircle2, Hourglass, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClasses } from '@/components/ui/form-field';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useMoveProjectStatus } from '../api/move-project-status';

/** A `datetime-local` value (the operator's zone) as an ISO instant; null when empty or invalid. */
function toIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: !Number.isInteger(amount) });

/** What is left to reach the minimum to succeed, in major units (exact, through minor units). */
const shortOfMinimum = ({ min_raise, raised, currency }: ProjectLifecycle) =>
  fromMinorUnits(Math.max(0, toMinorUnits(min_raise, currency) - toMinorUnits(raised, currency)), currency);

/**
 * Moves the server would refuse now, with the reason in the reader's words: closing early below
 * the minimum to succeed (all or nothing), and starting implementation before the money is final.
 */
function unavailableMoves(t: TFunction, lifecycle: ProjectLifecycle): Partial<Record<BusinessStatus, string>> {
  const blocked: Partial<Record<BusinessStatus, string>> = {};
  if (lifecycle.allowed_moves.includes('funded') && shortOfMinimum(lifecycle) > 0) {
    blocked.funded = t('lifecycle.unavailable.belowMinimum', {
      raised: money(lifecycle.raised, lifecycle.currency),
      minimum: money(lifecycle.min_raise, lifecycle.currency),
    });
  }
  const block = lifecycle.finality_block;
  if (lifecycle.allowed_moves.includes('active') && block) {
    blocked.active =
      block === 'cancellation_window'
        ? lifecycle.cancellable_until
          ? t('lifecycle.unavailable.cancellation_window', { date: formatDateTime(lifecycle.cancellable_until) })
          : t('lifecycle.unavailable.cancellationWindowOpen')
        : t(`lifecycle.unavailable.${block}`);
  }
  return blocked;
}

/**
 * Moves that cannot be taken back and whose size the operator must see first: refunding every
 * investor, and closing as funded below the target (which a lower minimum to succeed allows).
 */
export function isDestructiveMove(lifecycle: ProjectLifecycle, to: BusinessStatus): boolean {
  if (to === 'refund_initiated') return true;
  return (
    to === 'funded' &&
    toMinorUnits(lifecycle.raised, lifecycle.currency) < toMinorUnits(lifecycle.target, lifecycle.currency)
  );
}

/** What a destructive move does, in numbers: the payments and money refunded, or raised against the target. */
function Consequences({ lifecycle, to }: { lifecycle: ProjectLifecycle; to: BusinessStatus }) {
  const { t } = useTranslation('admin-lifecycle');
  const { currency, held } = lifecycle;
  const rows =
    to === 'refund_initiated'
      ? [
          { key: 'payments', label: t('lifecycle.consequences.payments'), value: formatNumber(held.payments) },
          { key: 'investors', label: t('lifecycle.consequences.investors'), value: formatNumber(held.investors) },
          { key: 'total', label: t('lifecycle.consequences.refunded'), value: money(held.total, currency) },
        ]
      : [
          { key: 'raised', label: t('lifecycle.figures.raised'), value: money(lifecycle.raised, currency) },
          { key: 'target', label: t('lifecycle.figures.target'), value: money(lifecycle.target, currency) },
        ];
  const summary =
    to === 'refund_initiated'
      ? held.payments === 0
        ? t('lifecycle.consequences.nothingHeld')
        : t('lifecycle.consequences.refundSummary', {
            count: held.payments,
            payments: formatNumber(held.payments),
            total: money(held.total, currency),
          })
      : t('lifecycle.consequences.belowTarget', {
          percent: formatPercent(fundedPercent(lifecycle.raised, lifecycle.target)),
          raised: money(lifecycle.raised, currency),
          target: money(lifecycle.target, currency),
        });
  return (
    <div className="space-y-2" data-testid="consequences">
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200 ring-inset">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{summary}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents" data-testid={`consequence-${row.key}`}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Raised, the target, the minimum to succeed and what open checkouts hold. */
function RaiseFigures({ lifecycle }: { lifecycle: ProjectLifecycle }) {
  const { t } = useTranslation('admin-lifecycle');
  const { currency } = lifecycle;
  const open = OPEN_RAISE_STATUSES.includes(lifecycle.status) && lifecycle.published;
  const short = shortOfMinimum(lifecycle);
  const figures = [
    { key: 'raised', label: t('lifecycle.figures.raised'), value: money(lifecycle.raised, currency) },
    { key: 'target', label: t('lifecycle.figures.target'), value: money(lifecycle.target, currency) },
    {
      key: 'minimum',
      label: t('lifecycle.figures.minimum'),
      value: money(lifecycle.min_raise, currency),
      note: lifecycle.min_raise === lifecycle.target ? t('lifecycle.figures.minimumIsTarget') : null,
    },
    { key: 'reserved', label: t('lifecycle.figures.reserved'), value: money(lifecycle.reserved, currency) },
  ];
  return (
    <div className="mt-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {figures.map((figure) => (
          // A label that wraps leaves the figures of a row on one line.
          <div key={figure.key} className="flex min-w-0 flex-col" data-testid={`figure-${figure.key}`}>
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-auto pt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
              {figure.value}
              {figure.note ? <span className="ml-1.5 text-xs font-normal text-slate-600">{figure.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {open ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="minimum-progress">
          {short > 0 ? t('lifecycle.toMinimum', { amount: money(short, currency) }) : t('lifecycle.minimumReached')}
        </p>
      ) : null}
    </div>
  );
}

/** For a raise closed as funded: whether its money is final, else what holds it back and until when. */
function Finality({ lifecycle }: { lifecycle: ProjectLifecycle }) {
  const { t } = useTranslation('admin-lifecycle');
  if (!FUNDED_STATUSES.includes(lifecycle.status)) return null;
  const block = lifecycle.finality_block;
  if (block === null) {
    return (
      <p
        className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
        data-testid="finality"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('lifecycle.finality.final')}
      </p>
    );
  }
  const text =
    block === 'cancellation_window'
      ? lifecycle.cancellable_until
        ? t('lifecycle.finality.cancellation_window', { date: formatDateTime(lifecycle.cancellable_until) })
        : t('lifecycle.finality.cancellationWindowOpen')
      : t(`lifecycle.finality.${block}`);
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
      data-testid="finality"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

/**
 * A business's status and the moves an operator may make from it (the server's list, from the
 * contracts' one table): pick a move, give a reason (and a deadline to extend), confirm.
 */
export function StatusPanel({ lifecycle }: { lifecycle: ProjectLifecycle }) {
  const { t } = useTranslation(['admin-lifecycle', 'admin']);
  const move = useMoveProjectStatus(lifecycle.id);
  const [target, setTarget] = useState<BusinessStatus | null>(null);
  const [reason, setReason] = useState('');
  const [deadline, setDeadline] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; deadline?: string }>({});
  const [confirming, setConfirming] = useState(false);
  // A destructive move is confirmed by typing the business's name, as it reads in the title.
  const [typedName, setTypedName] = useState('');
  const [done, setDone] = useState<BusinessStatus | null>(null);

  const needsDeadline = target !== null && MOVES_NEEDING_DEADLINE.includes(target);
  const mayTakeDeadline = target === 'fundraising' && lifecycle.status === 'paused';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const statusName = (status: BusinessStatus) => t(`admin:status.${status}`);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason.trim()) next.reason = t('lifecycle.reasonRequired');
    const iso = toIso(deadline);
    if ((needsDeadline && !iso) || (iso && new Date(iso).getTime() <= Date.now())) {
      next.deadline = t('lifecycle.deadlineRequired');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      setTypedName('');
      setConfirming(true);
    }
  };
  const destructive = target !== null && isDestructiveMove(lifecycle, target);
  const nameMatches = typedName.trim() === lifecycle.name.trim();

  const confirm = () => {
    if (!target || (destructive && !nameMatches)) return;
    const iso = toIso(deadline);
    move.mutate(
      {
        status: target,
        reason: reason.trim(),
        ...((needsDeadline || mayTakeDeadline) && iso ? { funding_end: iso } : {}),
      },
      {
        onSuccess: () => {
          setDone(target);
          setTarget(null);
          setReason('');
          setDeadline('');
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  // A refused move's detail names the rule and its figures (the minimum, the open window).
  const failure =
    move.error instanceof ApiError
      ? move.error.code === 'STATUS_MOVE_NOT_ALLOWED' && move.error.message
        ? move.error.message
        : t(`errors.${move.error.code}`, { defaultValue: move.error.message })
      : move.error
        ? t('errors.generic')
        : null;
  const unavailable = unavailableMoves(t, lifecycle);

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="status-panel">
      <h2 id="status-panel" className="text-base font-semibold text-slate-900">
        {t('lifecycle.current')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ProjectStatusBadge status={lifecycle.published ? lifecycle.status : 'draft'} className="text-sm" />
        <span className="text-sm text-slate-700">
          {lifecycle.funding_end
            ? t(FUNDED_STATUSES.includes(lifecycle.status) ? 'lifecycle.closedOn' : 'lifecycle.deadline', {
                date: formatDate(lifecycle.funding_end, undefined, 'long'),
              })
            : t('lifecycle.noDeadline')}
        </span>
      </div>
      <RaiseFigures lifecycle={lifecycle} />
      <Finality lifecycle={lifecycle} />

      {done ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          {t('lifecycle.moved', { status: statusName(done) })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}

      {!lifecycle.published ? (
        <p className="mt-4 text-sm text-slate-600">{t('lifecycle.draft')}</p>
      ) : lifecycle.allowed_moves.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {lifecycle.status === 'refund_initiated' ? t('lifecycle.refundRunning') : t('lifecycle.noMoves')}
        </p>
      ) : (
        <form className="mt-5 space-y-4" onSubmit={review} noValidate data-tour="status-move">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('lifecycle.moveTo')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {lifecycle.allowed_moves.map((status) => {
                const blocked = unavailable[status];
                return (
                  <label
                    key={status}
                    className={cn(
                      'flex gap-3 rounded-lg border p-3 text-sm transition-colors',
                      blocked
                        ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                        : target === status
                          ? status === 'refund_initiated'
                            ? 'cursor-pointer border-red-600 bg-red-50'
                            : 'cursor-pointer border-brand-600 bg-brand-50'
                          : 'cursor-pointer border-slate-200 hover:border-slate-300',
                    )}
                    data-move={status}
                  >
                    <input
                      type="radio"
                      name="status"
                      value={status}
                      checked={target === status}
                      disabled={Boolean(blocked)}
                      onChange={() => {
                        setTarget(status);
                        setDone(null);
                        move.reset();
                      }}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0">
                      <span className={cn('block font-medium', blocked ? 'text-slate-600' : 'text-slate-900')}>
                        {t(`lifecycle.moves.${status}`)}
                      </span>
                      <span className="block text-slate-600">{t(`lifecycle.movesHelp.${status}`)}</span>
                      {blocked ? (
                        <span className="mt-1.5 flex gap-1.5 text-amber-900" data-testid="move-unavailable">
                          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                          {blocked}
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          {target ? (
            <>
              {needsDeadline || mayTakeDeadline ? (
                <Field
                  label={needsDeadline ? t('lifecycle.newDeadline') : t('lifecycle.newDeadlineOptional')}
                  hint={t('lifecycle.newDeadlineHint', { zone })}
                  error={errors.deadline}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="datetime-local"
                      value={deadline}
                      onChange={(event) => {
                        setDeadline(event.target.value);
                        const iso = toIso(event.target.value);
                        if (errors.deadline && iso && new Date(iso).getTime() > Date.now()) {
                          setErrors({ ...errors, deadline: undefined });
                        }
                      }}
                      required={needsDeadline}
                    />
                  )}
                </Field>
              ) : null}
              <Field label={t('lifecycle.reason')} hint={t('lifecycle.reasonHint')} error={errors.reason}>
                {(control) => (
                  <textarea
                    {...control}
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      // The refusal clears once the field holds what it asked for.
                      if (errors.reason && event.target.value.trim()) setErrors({ ...errors, reason: undefined });
                    }}
                    rows={3}
                    maxLength={2000}
                    required
                    className={cn(inputClasses({ invalid: Boolean(errors.reason) }), 'h-auto py-2')}
                  />
                )}
              </Field>
              <Button type="submit" variant={target === 'refund_initiated' ? 'danger' : 'primary'}>
                <ArrowRightLeft className="size-4" aria-hidden />
                {t('lifecycle.review')}
              </Button>
            </>
          ) : null}
        </form>
      )}

      <Dialog
        open={confirming && target !== null}
        onOpenChange={(open) => setConfirming(open)}
        title={target ? t('lifecycle.confirmTitle', { name: lifecycle.name, status: statusName(target) }) : ''}
        description={t('lifecycle.confirmBody')}
        closeLabel={t('lifecycle.close')}
        tone={destructive ? 'danger' : 'default'}
        icon={
          destructive ? (
            <AlertTriangle className="size-5" aria-hidden />
          ) : (
            <ArrowRightLeft className="size-5" aria-hidden />
          )
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('lifecycle.cancel')}
            </Button>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              onClick={confirm}
              disabled={move.isPending || (destructive && !nameMatches)}
              data-testid="confirm-move"
            >
              {target ? t(destructive ? `lifecycle.confirmDestructive.${target}` : 'lifecycle.confirm') : null}
            </Button>
          </>
        }
      >
        {target ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t(`lifecycle.movesHelp.${target}`)}</p>
            {destructive ? <Consequences lifecycle={lifecycle} to={target} /> : null}
            {toIso(deadline) ? (
              <p>{t('lifecycle.deadline', { date: formatDate(toIso(deadline), undefined, 'long') })}</p>
            ) : null}
            <p className="rounded-lg bg-slate-50 p-2 break-words whitespace-pre-wrap">{reason.trim()}</p>
            {destructive ? (
              <Field label={t('lifecycle.typeName', { name: lifecycle.name })} hint={t('lifecycle.typeNameHint')}>
                {(control) => (
                  <Input
                    {...control}
                    value={typedName}
                    onChange={(event) => setTypedName(event.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    data-testid="type-name"
                  />
                )}
              </Field>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
