import { withShareSource } from '@/lib/share-source';
import {
  amountProblem,
  FINAL_PAYMENT_STATUSES,
  fromMinorUnits,
  toMinorUnits,
  type AmountProblem,
  type PaymentTerms,
  type TicketRules,
  type WaitlistEntry,
} from '@grove/contracts';
import { CircleAlert, FileText, Info, Lock, ShieldCheck } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { WaitlistPanel } from '@/components/waitlist-panel';
import { Field, Input } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { currentLocale, formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useWaitlistEntry } from '@/lib/waitlist';
import { useCreatePayment } from '../api/create-payment';
import { BusyNotice } from './busy-notice';
import { usePaymentTerms } from '../api/get-terms';
import { NotOpenYet, useWaitForOpening } from './not-open-yet';
import {
  advisedRatio,
  amountAtPosition,
  amountText,
  annualRoomMinor,
  feesFor,
  needsExtraAck,
  parseAmountMinor,
  positionOfAmount,
  quickAmounts,
  SLIDER,
  ticketRules,
} from '../utils/amounts';
import { pendingPayment } from '../utils/pending-payment';
import { Checkbox } from './checkbox';
import { FeeBreakdownList } from './fee-breakdown';
import { KiisAcknowledgment } from './kiis-acknowledgment';
import { Panel, PaymentShell, Warning } from './payment-shell';

type Money = (minor: number) => string;

/** The rule an amount breaks, in words with its figures (the same rules the server enforces). */
function problemText(
  t: (key: string, options?: Record<string, unknown>) => string,
  problem: AmountProblem,
  amountMinor: number,
  rules: TicketRules,
  money: Money,
) {
  switch (problem.code) {
    case 'AMOUNT_BELOW_MINIMUM':
      return t('rules.AMOUNT_BELOW_MINIMUM', { min: money(problem.minMinor) });
    case 'AMOUNT_ABOVE_MAXIMUM':
      return t('rules.AMOUNT_ABOVE_MAXIMUM', { max: money(problem.maxMinor) });
    case 'AMOUNT_NOT_IN_STEPS': {
      const { lower, higher } = nearestSteps(amountMinor, problem.minMinor, problem.stepMinor);
      return t('rules.AMOUNT_NOT_IN_STEPS', {
        step: money(problem.stepMinor),
        min: money(problem.minMinor),
        lower: money(lower),
        higher: money(higher),
      });
    }
    case 'AMOUNT_ABOVE_REMAINING':
    case 'AMOUNT_MUST_CLOSE_ROUND':
      return t(`rules.${problem.code}`, { remaining: money(problem.remainingMinor) });
    default:
      return t(`rules.${problem.code}`, { min: money(rules.minMinor) });
  }
}

/** The two nearest accepted amounts around one that is off the steps, for the message. */
function nearestSteps(amountMinor: number, minMinor: number, stepMinor: number) {
  const lower = minMinor + Math.floor((amountMinor - minMinor) / stepMinor) * stepMinor;
  return { lower, higher: lower + stepMinor };
}

/**
 * The investor's one advised maximum, in the quiz's words (common namespace), and how far above
 * it the amount is.
 */
function AdvisedLimit({
  advised,
  ratio,
  amount,
  shareBp,
}: {
  advised: string;
  ratio: string | null;
  amount: string | null;
  shareBp: number;
}) {
  const { t } = useTranslation('payments');
  return (
    <div
      className={
        ratio === null
          ? 'mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset'
          : 'mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset'
      }
      data-testid="advised-limit"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-medium">{t('common:limits.advisedMax')}</span>
        <span className="font-semibold tabular-nums">{advised}</span>
      </p>
      <p className="mt-1 text-xs leading-relaxed opacity-90">
        {t('common:limits.advisedMaxWhy', { percent: formatPercent(shareBp / 100) })}
      </p>
      {ratio !== null && amount !== null ? (
        <p className="mt-2 flex gap-2 font-semibold" role="status" data-testid="advised-ratio">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {t('common:limits.ratio', { amount, ratio, advised })}
        </p>
      ) : null}
    </div>
  );
}

function ClosedNotice({ terms }: { terms: PaymentTerms }) {
  const { t } = useTranslation('payments');
  const known = ['funded', 'active', 'in_progress', 'payout', 'paused', 'refund_initiated', 'refund_completed'];
  const reason = known.includes(terms.project_status) ? terms.project_status : 'other';
  return (
    <div
      role="alert"
      data-testid="not-accepting"
      className="flex gap-3 rounded-2xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div>
        <p className="font-semibold">{t('closed.title')}</p>
        <p className="mt-1 text-amber-900">{t(`closed.${reason}`)}</p>
      </div>
    </div>
  );
}

/** Raises that take money (with room or not); a waitlist offer only ever exists in one. */
const OPEN_STATUSES: readonly string[] = ['fundraising', 'extended'];

/**
 * A waitlist offer held for the investor (issue 24) is room of their own: what remains counts it,
 * as the server does when their payment takes the offer over.
 */
function withOffer(terms: PaymentTerms, offer: WaitlistEntry | null): PaymentTerms {
  if (!offer || offer.offered_amount === null || !OPEN_STATUSES.includes(terms.project_status)) return terms;
  const { currency } = terms;
  const remainingMinor = toMinorUnits(terms.remaining, currency) + toMinorUnits(offer.offered_amount, currency);
  return { ...terms, remaining: fromMinorUnits(remainingMinor, currency), accepts_payments: true };
}

/** "Room held for you until 14:32", and what for. */
function OfferNotice({ offer }: { offer: WaitlistEntry }) {
  const { t } = useTranslation('payments');
  return (
    <div
      role="status"
      data-testid="offer-notice"
      className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-sm text-brand-950 ring-1 ring-brand-200 ring-inset"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <p className="font-semibold">
          {t('offer.title', { time: formatDateTime(offer.offer_expires_at, { timeOnly: true }) })}
        </p>
        <p className="mt-1 text-brand-900">
          {t('offer.body', { amount: formatMoney(offer.offered_amount ?? offer.amount, offer.currency.toUpperCase()) })}
        </p>
      </div>
    </div>
  );
}

/** The round's waitlist, where investing finds no room (fully reserved, or a 409 ROUND_FULL). */
function JoinWaitlist({ terms, amount }: { terms: PaymentTerms; amount: string }) {
  const page = paths.payment.getHref(terms.project_id);
  return (
    <WaitlistPanel
      projectId={terms.project_id}
      currency={terms.currency}
      ticket={{ min: terms.ticket_min, max: terms.ticket_max, step: terms.ticket_step }}
      defaultAmount={amount}
      payHref={page}
      signInHref={paths.signin.getHref(page)}
      hideOffer
    />
  );
}

function initialAmount(
  projectId: string,
  fromQuery: string | null,
  currency: string,
  offer: WaitlistEntry | null,
): string {
  if (fromQuery && parseAmountMinor(fromQuery, currency) !== null) return fromQuery;
  // An offer from the waitlist starts at the amount held (issue 24).
  if (offer?.offered_amount) return amountText(toMinorUnits(offer.offered_amount, currency), currency);
  const stored = pendingPayment.get(projectId);
  if (stored) return stored.amount;
  // Empty, never mid-range (issue 22): a pre-filled large amount nudges the investor.
  return '';
}

function AmountForm({ terms, offer }: { terms: PaymentTerms; offer: WaitlistEntry | null }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const projectId = terms.project_id;
  const currency = terms.currency;
  const displayCurrency = currency.toUpperCase();
  const rules = useMemo(() => ticketRules(terms), [terms]);
  const money: Money = (minor) => formatMoney(fromMinorUnits(minor, currency), displayCurrency);
  const [text, setText] = useState(() => initialAmount(projectId, searchParams.get('amount'), currency, offer));
  const [riskAck, setRiskAck] = useState(false);
  const [extraAck, setExtraAck] = useState(false);
  const [kiisAck, setKiisAck] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePayment();
  const canceled = searchParams.get('status') === 'cancel';

  const amountMinor = parseAmountMinor(text, currency);
  const problem = amountMinor === null ? null : amountProblem(amountMinor, rules);
  const extraNeeded = needsExtraAck(amountMinor, terms);
  const advisedMinor = terms.advised_max === null ? null : toMinorUnits(terms.advised_max, currency);
  const ratio = advisedRatio(amountMinor, terms, currentLocale());
  const annualRoom = annualRoomMinor(terms);
  const aboveAnnual = annualRoom !== null && amountMinor !== null && amountMinor > annualRoom;
  let amountError: string | null = null;
  if (amountMinor === null) {
    amountError =
      text.trim() === '' && !submitted
        ? null
        : t('amountPage.errors.invalid', { currency: displayCurrency, example: amountText(rules.minMinor, currency) });
  } else if (problem) {
    amountError = problemText(t, problem, amountMinor, rules, money);
  } else if (aboveAnnual && terms.annual_cap) {
    amountError = t('amountPage.annualCap.above', {
      amount: money(amountMinor),
      limit: formatMoney(terms.annual_cap.limit, displayCurrency),
      room: money(annualRoom),
    });
  }
  const riskError = submitted && !riskAck ? t('amountPage.errors.riskRequired') : null;
  const extraError = submitted && extraNeeded && !extraAck ? t('amountPage.errors.extraRequired') : null;
  // The published sheet, read and acknowledged before the first investment (and again for a new version).
  const kiisNeeded = terms.kiis !== null && !terms.kiis.acknowledged;
  const kiisError = submitted && kiisNeeded && !kiisAck ? t('common:kiis.ackRequired') : null;
  const fees = amountMinor !== null && !problem ? feesFor(amountMinor, terms) : null;

  const change = (next: string) => {
    setText(next);
    pendingPayment.setAmount(projectId, next);
    create.reset();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (
      amountMinor === null ||
      problem ||
      aboveAnnual ||
      !riskAck ||
      (extraNeeded && !extraAck) ||
      (kiisNeeded && !kiisAck) ||
      create.isPending
    )
      return;
    const body = {
      project_id: projectId,
      amount: fromMinorUnits(amountMinor, currency),
      currency: currency.toLowerCase(),
      risk_acknowledged: true,
      ...(extraNeeded ? { extra_risk_acknowledged: true } : {}),
      ...(terms.kiis ? { kiis_version: terms.kiis.version } : {}),
      ...withShareSource(projectId),
    };
    const request = JSON.stringify(body);
    let payment = await create
      .mutateAsync({ body, idempotencyKey: pendingPayment.attemptKey(projectId, text, request) })
      .catch(() => null);
    if (payment && FINAL_PAYMENT_STATUSES.includes(payment.status)) {
      // The same request made earlier ended (cancelled, expired): this confirm is a new attempt.
      pendingPayment.clear(projectId);
      payment = await create
        .mutateAsync({ body, idempotencyKey: pendingPayment.attemptKey(projectId, text, request) })
        .catch(() => null);
    }
    if (!payment) return;
    pendingPayment.setPayment(projectId, text, payment.id);
    void navigate(`${paths.paymentSecure.getHref(projectId)}?paymentId=${encodeURIComponent(payment.id)}`);
  };

  const quick = quickAmounts(rules, advisedMinor);
  // An empty amount sits at the slider's left end, the minimum, never mid-range.
  const position = amountMinor === null ? SLIDER.min : positionOfAmount(amountMinor, rules);

  return (
    <form
      noValidate
      onSubmit={(event) => void confirm(event)}
      className="flex flex-col gap-6"
      data-testid="payment-form"
      data-tour="amount"
    >
      {canceled ? (
        <p role="status" className="flex gap-2 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('amountPage.canceled')}
        </p>
      ) : null}
      <Panel>
        <Field
          label={t('amountPage.amountLabel')}
          error={amountError}
          hint={
            <span data-testid="rules-line">
              {t('amountPage.rules', {
                min: money(rules.minMinor),
                max: money(rules.maxMinor),
                step: money(rules.stepMinor),
              })}
            </span>
          }
        >
          {(control) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-slate-500">
                {displayCurrency}
              </span>
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={text}
                onChange={(event) => change(event.target.value)}
                className="h-14 pl-14 text-xl font-semibold sm:text-xl"
                data-testid="amount-input"
              />
            </div>
          )}
        </Field>
        <input
          type="range"
          min={SLIDER.min}
          max={SLIDER.max}
          step={SLIDER.step}
          value={position}
          onChange={(event) => change(amountText(amountAtPosition(Number(event.target.value), rules), currency))}
          aria-label={t('amountPage.sliderLabel')}
          aria-valuetext={amountMinor === null ? undefined : money(amountMinor)}
          className="mt-5 w-full cursor-pointer accent-brand-700"
          data-testid="amount-slider"
        />
        <p className="mt-1 text-xs text-slate-500">
          {t('amountPage.remaining', { amount: money(rules.remainingMinor) })}
        </p>
        {quick.length > 0 ? (
          <div className="mt-4">
            <p className="text-xs font-medium text-slate-500" id="quick-amounts">
              {t('amountPage.quickAmounts')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby="quick-amounts">
              {quick.map((minor) => (
                <Button
                  key={minor}
                  size="sm"
                  variant={amountMinor === minor ? 'subtle' : 'secondary'}
                  aria-pressed={amountMinor === minor}
                  onClick={() => change(amountText(minor, currency))}
                >
                  {money(minor)}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
        {advisedMinor !== null ? (
          <AdvisedLimit
            advised={money(advisedMinor)}
            ratio={ratio}
            amount={amountMinor === null ? null : money(amountMinor)}
            shareBp={terms.advised_share_bp}
          />
        ) : null}
        {terms.annual_cap && annualRoom !== null ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="annual-cap">
            {t('amountPage.annualCap.line', {
              limit: formatMoney(terms.annual_cap.limit, displayCurrency),
              invested: formatMoney(terms.annual_cap.invested, displayCurrency),
              room: money(annualRoom),
            })}
          </p>
        ) : null}
      </Panel>

      {terms.kiis ? (
        <KiisAcknowledgment
          projectId={projectId}
          kiis={terms.kiis}
          checked={kiisAck}
          onChange={setKiisAck}
          error={kiisError}
        />
      ) : null}
      <Panel className="flex flex-col gap-4">
        <Checkbox checked={riskAck} onChange={setRiskAck} error={riskError} testId="risk-ack">
          {t('amountPage.riskAck')}{' '}
          <Link to={paths.riskWarning.getHref()} className="font-medium text-brand-700 underline" target="_blank">
            {t('amountPage.riskWarningLink')}
          </Link>
        </Checkbox>
        {extraNeeded && amountMinor !== null && terms.extra_ack_threshold !== null ? (
          <Checkbox checked={extraAck} onChange={setExtraAck} error={extraError} testId="extra-ack">
            {ratio !== null && advisedMinor !== null
              ? t('amountPage.extraAckAdvised', { amount: money(amountMinor), ratio, advised: money(advisedMinor) })
              : t('amountPage.extraAck', {
                  amount: money(amountMinor),
                  threshold: formatMoney(terms.extra_ack_threshold, displayCurrency),
                })}
          </Checkbox>
        ) : null}
        <Link
          to={`${paths.business.getHref(projectId)}#documents`}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          <FileText className="size-4" aria-hidden />
          {t('amountPage.documentsLink')}
        </Link>
      </Panel>

      {!terms.identity_verified ? (
        <p className="flex gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {t('amountPage.identityNote')}
        </p>
      ) : null}
      {create.error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
        >
          {errorText(t, create.error, create.error.message)}
        </p>
      ) : null}
      {create.error instanceof ApiError && create.error.code === 'ROUND_FULL' ? (
        <JoinWaitlist terms={terms} amount={text} />
      ) : null}
      {fees && amountMinor !== null ? (
        <Panel testId="fee-preview">
          <h2 className="text-base font-semibold text-slate-900">{t('amountPage.preview.title')}</h2>
          <FeeBreakdownList
            className="mt-2"
            lines={{ amountMinor, fees, serviceBp: terms.service_fee_bp, cardBp: terms.card_fee_bp, currency }}
            keys={{
              amount: 'amountPage.preview.amount',
              service: 'amountPage.preview.service',
              card: 'amountPage.preview.card',
              total: 'amountPage.preview.total',
            }}
          />
        </Panel>
      ) : null}
      <BusyNotice retryAt={create.retryAt} />
      <Button
        type="submit"
        size="lg"
        loading={create.isPending}
        className="w-full sm:w-auto sm:self-start"
        data-testid="confirm"
      >
        <Lock className="size-4" aria-hidden />
        {t('amountPage.confirm')}
      </Button>
    </form>
  );
}

/**
 * /business/:id/payment (spec §2): the amount with its slider, rules line and quick amounts,
 * the live fee preview, the risk acknowledgments, the documents link and confirm.
 */
export function PaymentPage({
  projectId,
  businessName,
  opensAt = null,
}: {
  projectId: string;
  businessName: string | null;
  /** The business's opening time while it is ahead (its public answer's opens_at). */
  opensAt?: string | null;
}) {
  const { t } = useTranslation('payments');
  const terms = usePaymentTerms(projectId);
  const waitingToOpen = useWaitForOpening(opensAt, terms.data, terms.refetch);
  const waitlist = useWaitlistEntry(projectId);
  const offer = waitlist.data?.state === 'offered' ? waitlist.data : null;
  const title = businessName ? t('amountPage.title', { name: businessName }) : t('amountPage.titleFallback');
  let content;
  if (terms.isPending || waitlist.isLoading) content = <PageLoader label={t('loading')} />;
  else if (terms.isError) {
    content = (
      <Warning
        action={
          <Button variant="secondary" onClick={() => void terms.refetch()} loading={terms.isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {errorText(t, terms.error, terms.error.message)}
      </Warning>
    );
  } else {
    const effective = withOffer(terms.data, offer);
    const fullyReserved = OPEN_STATUSES.includes(effective.project_status) && effective.remaining <= 0;
    if (waitingToOpen) {
      content = <NotOpenYet opensAt={waitingToOpen.opensAt} opensAtOnDevice={waitingToOpen.opensAtOnDevice} />;
    } else if (effective.accepts_payments && effective.kiis === null) {
      content = <Warning testId="kiis-not-published">{t('common:kiis.notPublished')}</Warning>;
    } else if (!effective.accepts_payments) {
      content = fullyReserved ? (
        <JoinWaitlist terms={effective} amount={pendingPayment.get(projectId)?.amount ?? ''} />
      ) : (
        <ClosedNotice terms={effective} />
      );
    } else {
      content = (
        <div className="flex flex-col gap-6">
          {offer ? <OfferNotice offer={offer} /> : null}
          <AmountForm terms={effective} offer={offer} />
        </div>
      );
    }
  }
  return (
    <PaymentShell
      projectId={projectId}
      title={<span data-testid="payment-title">{title}</span>}
      subtitle={t('amountPage.subtitle')}
    >
      {content}
    </PaymentShell>
  );
}
