import type { DemoRole, DemoVisit } from '@grove/contracts';
import { paths } from '@/lib/paths';

/**
 * One stop of the guided tour: the page it is shown on, and the part of that page it points at
 * (an element marked `data-tour="…"`; the page may not have it yet while it loads).
 */
export interface TourStep {
  /** Also the key of the step's texts (demo.json: tour.steps.<id>). */
  id: string;
  /** The page, for this visit. */
  href: (visit: DemoVisit) => string;
  /** The `data-tour` value of what the step points at. */
  target?: string;
  /** The visitor does something here (invests); the tour follows them to the page that comes next. */
  action?: boolean;
  /** The visit's account the page belongs to; the tour signs it in on the way there. */
  account?: DemoRole;
  /** Skipping the action goes to this step (the pages in between need what the action makes). */
  skipTo?: string;
}

const portfolioTab = (tab: 'wallet') => `${paths.portfolio.getHref()}?tab=${tab}`;

const INVESTOR: readonly TourStep[] = [
  { id: 'explore', href: () => paths.businesses.getHref(), target: 'explore-list' },
  { id: 'business', href: (v) => paths.business.getHref(v.businesses.to_invest), target: 'funding' },
  {
    id: 'amount',
    href: (v) => paths.payment.getHref(v.businesses.to_invest),
    target: 'amount',
    action: true,
    skipTo: 'portfolio',
  },
  {
    id: 'checkout',
    href: (v) => paths.paymentSecure.getHref(v.businesses.to_invest),
    target: 'payment-method',
    action: true,
    skipTo: 'portfolio',
  },
  { id: 'progress', href: (v) => paths.paymentProgress.getHref(v.businesses.to_invest), target: 'progress' },
  { id: 'portfolio', href: () => paths.portfolio.getHref(), target: 'portfolio-totals' },
  { id: 'chart', href: () => paths.portfolio.getHref(), target: 'payouts-chart' },
  { id: 'payouts', href: () => paths.portfolio.getHref(), target: 'investment-payouts' },
  { id: 'cancel', href: () => paths.portfolio.getHref(), target: 'cancel' },
  { id: 'wallet', href: () => portfolioTab('wallet'), target: 'wallet-balance' },
  { id: 'notifications', href: () => portfolioTab('wallet'), target: 'notifications' },
  { id: 'investorDone', href: () => paths.demo.getHref() },
];

// Each console step is a page of its own: the operator acts there or not, then goes on.
const OPERATOR: readonly TourStep[] = [
  { id: 'dashboard', href: () => paths.admin.getHref(), target: 'dashboard' },
  { id: 'publish', href: (v) => paths.adminProject.getHref(v.businesses.draft), target: 'publish' },
  { id: 'answer', href: () => paths.adminQuestions.getHref(), target: 'answer' },
  { id: 'funded', href: (v) => paths.adminProjectStatus.getHref(v.businesses.raising), target: 'status-move' },
  { id: 'payout', href: (v) => paths.adminProjectPayouts.getHref(v.businesses.paying_out), target: 'record-payout' },
  { id: 'arrived', href: () => portfolioTab('wallet'), target: 'wallet-history', account: 'investor' },
  { id: 'operatorDone', href: () => paths.demo.getHref() },
];

// The founder's portal (issue 26): the visit's draft to edit and send, its raising business with
// an investor's question, and its paying-out business with a quarter to report.
const FOUNDER: readonly TourStep[] = [
  { id: 'founderHome', href: () => paths.founder.getHref(), target: 'founder-businesses' },
  { id: 'campaign', href: (v) => paths.founderCampaign.getHref(v.businesses.draft), target: 'campaign-editor' },
  { id: 'review', href: (v) => paths.founderCampaign.getHref(v.businesses.draft), target: 'campaign-review' },
  { id: 'team', href: (v) => paths.founderTeam.getHref(v.businesses.draft), target: 'team-members' },
  { id: 'raiseLive', href: (v) => paths.founderBusiness.getHref(v.businesses.raising), target: 'raise-live' },
  { id: 'questions', href: (v) => paths.founderInvestors.getHref(v.businesses.raising), target: 'founder-questions' },
  { id: 'update', href: (v) => paths.founderInvestors.getHref(v.businesses.raising), target: 'founder-updates' },
  { id: 'revenue', href: (v) => paths.founderRevenue.getHref(v.businesses.paying_out), target: 'revenue-report' },
  { id: 'periods', href: (v) => paths.founderRevenue.getHref(v.businesses.paying_out), target: 'revenue-periods' },
  { id: 'founderDone', href: () => paths.demo.getHref() },
];

export const TOURS: Readonly<Record<DemoRole, readonly TourStep[]>> = {
  investor: INVESTOR,
  operator: OPERATOR,
  founder: FOUNDER,
};

/**
 * Whether the location is the step's page: the same path, and the same value of each query
 * parameter the step's address names (`?tab=wallet`); other parameters (a payment's id) may differ.
 */
export function isStepPage(step: TourStep, visit: DemoVisit, location: { pathname: string; search: string }): boolean {
  const wanted = new URL(step.href(visit), 'https://tour.invalid');
  if (wanted.pathname !== location.pathname.replace(/\/+$/, '') && wanted.pathname !== location.pathname) return false;
  const here = new URLSearchParams(location.search);
  for (const [key, value] of wanted.searchParams) if (here.get(key) !== value) return false;
  // A portfolio tab step (?tab=…) is not the portfolio's first tab, and the other way round.
  if (!wanted.searchParams.has('tab') && here.has('tab') && wanted.pathname === '/portfolio') return false;
  return true;
}

/**
 * The step to show at this location: the current one when its page is here. After a step where
 * the visitor acts (investing), the tour follows them: the next pages of that chain, up to the
 * first step that is not an action, are found by where they are. Anywhere else the current step
 * stays, shown with a way to its page.
 */
export function stepForLocation(
  steps: readonly TourStep[],
  current: number,
  visit: DemoVisit,
  location: { pathname: string; search: string },
): number {
  // No tour chosen in this browser (the visit began elsewhere, or its storage was cleared).
  if (steps.length === 0) return 0;
  const at = Math.min(Math.max(0, current), steps.length - 1);
  if (isStepPage(steps[at]!, visit, location)) return at;
  for (let index = at; index < steps.length - 1 && steps[index]!.action; index += 1) {
    if (isStepPage(steps[index + 1]!, visit, location)) return index + 1;
  }
  return at;
}

/** Where Next (or Skip) goes from a step. */
export function nextIndex(steps: readonly TourStep[], current: number): number {
  const skipTo = steps[current]?.skipTo;
  const index = skipTo ? steps.findIndex((step) => step.id === skipTo) : -1;
  return index > current ? index : current + 1;
}
