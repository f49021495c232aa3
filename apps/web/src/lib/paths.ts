import { ACCOUNT_LINK_PAGES, EMAILED_LINK_PATHS, PUBLIC_PAGES } from '@grove/contracts';

/**
 * Every route of the app in one table. Link with `paths.x.getHref(...)`, never
 * with a hand-written string, so a route can move without hunting for its links.
 */
export const paths = {
  home: { path: PUBLIC_PAGES.home.path, getHref: () => '/' },
  businesses: { path: PUBLIC_PAGES.businesses.path, getHref: () => '/businesses' },
  business: { path: PUBLIC_PAGES.business.path, getHref: (id: string) => `/business/${encodeURIComponent(id)}` },
  projectCards: { path: '/project-cards', getHref: () => '/project-cards' },
  payment: { path: '/business/:id/payment', getHref: (id: string) => `/business/${encodeURIComponent(id)}/payment` },
  paymentSecure: {
    path: '/business/:id/payment/secure',
    getHref: (id: string) => `/business/${encodeURIComponent(id)}/payment/secure`,
  },
  paymentProgress: {
    path: '/business/:id/payment/progress',
    /** With a payment id, the tracker of that payment. */
    getHref: (id: string, paymentId?: string) =>
      `/business/${encodeURIComponent(id)}/payment/progress${paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : ''}`,
  },
  demo: { path: '/demo', getHref: () => '/demo' },
  signup: { path: '/signup', getHref: (redirectTo?: string | null) => withRedirect('/signup', redirectTo) },
  signin: { path: '/signin', getHref: (redirectTo?: string | null) => withRedirect('/signin', redirectTo) },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** Asks for a one-time sign-in link, and signs in with one (its token in the fragment). */
  signInLink: { path: EMAILED_LINK_PATHS.signInLink, getHref: () => EMAILED_LINK_PATHS.signInLink },
  /** A new-device e-mail's "End that session" link lands here (its token in the fragment). */
  endSession: { path: EMAILED_LINK_PATHS.endSession, getHref: () => EMAILED_LINK_PATHS.endSession },
  googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** The e-mailed links of account settings (contracts ACCOUNT_LINK_PAGES). */
  emailChangeConfirm: {
    path: ACCOUNT_LINK_PAGES.emailChange,
    getHref: (token: string) => `${ACCOUNT_LINK_PAGES.emailChange}?token=${encodeURIComponent(token)}`,
  },
  accountClosed: { path: '/account/closed', getHref: () => '/account/closed' },
  unsubscribe: {
    path: ACCOUNT_LINK_PAGES.unsubscribe,
    getHref: (token: string) => `${ACCOUNT_LINK_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`,
  },
  portfolio: { path: '/portfolio', getHref: () => '/portfolio' },
  // The founder's portal (issue 26): a business's own team; every page under /founder.
  founder: { path: '/founder', getHref: () => '/founder' },
  founderApply: { path: '/founder/apply', getHref: () => '/founder/apply' },
  founderApplication: {
    path: '/founder/applications/:id',
    getHref: (id: string) => `/founder/applications/${encodeURIComponent(id)}`,
  },
  /** A person listed on an application to raise verifies their identity here (the e-mailed link's secret in the fragment). */
  founderVerify: { path: '/founder/verify', getHref: () => '/founder/verify' },
  founderInvitation: {
    path: '/founder/invitations/:token',
    getHref: (token: string) => `/founder/invitations/${encodeURIComponent(token)}`,
  },
  founderBusiness: {
    path: '/founder/businesses/:id',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}`,
  },
  founderCampaign: {
    path: '/founder/businesses/:id/campaign',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}/campaign`,
  },
  founderMedia: {
    path: '/founder/businesses/:id/media',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}/media`,
  },
  founderTeam: {
    path: '/founder/businesses/:id/team',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}/team`,
  },
  founderInvestors: {
    path: '/founder/businesses/:id/investors',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}/investors`,
  },
  founderRevenue: {
    path: '/founder/businesses/:id/revenue',
    getHref: (id: string) => `/founder/businesses/${encodeURIComponent(id)}/revenue`,
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  riskWarning: { path: '/risk-warning', getHref: () => '/risk-warning' },
  verification: { path: '/verification', getHref: () => '/verification' },
  verificationProgress: { path: '/verification/progress', getHref: () => '/verification/progress' },
  verificationReturn: { path: '/verification/status/return', getHref: () => '/verification/status/return' },
  quiz: { path: '/quiz', getHref: () => '/quiz' },
  quizProfile: { path: '/quiz/profile', getHref: () => '/quiz/profile' },
  quizQuestions: { path: '/quiz/questions', getHref: () => '/quiz/questions' },
  quizConsent: { path: '/quiz/consent', getHref: () => '/quiz/consent' },
  quizDone: { path: '/quiz/done', getHref: () => '/quiz/done' },
  devMailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  // The operator console (role admin); every page under /admin.
  admin: { path: '/admin', getHref: () => '/admin' },
  adminProjects: { path: '/admin/projects', getHref: () => '/admin/projects' },
  adminProjectNew: { path: '/admin/projects/new', getHref: () => '/admin/projects/new' },
  adminProject: {
    path: '/admin/projects/:id',
    getHref: (id: string) => `/admin/projects/${encodeURIComponent(id)}`,
  },
  adminProjectPreview: {
    path: '/admin/projects/:id/preview',
    getHref: (id: string) => `/admin/projects/${encodeURIComponent(id)}/preview`,
  },
  adminProjectInvestors: {
    path: '/admin/projects/:id/investors',
    getHref: (id: string) => `/admin/projects/${encodeURIComponent(id)}/investors`,
  },
  adminProjectStatus: {
    path: '/admin/projects/:id/status',
    getHref: (id: string) => `/admin/projects/${encodeURIComponent(id)}/status`,
  },
  adminProjectPayouts: {
    path: '/admin/projects/:id/payouts',
    getHref: (id: string) => `/admin/projects/${encodeURIComponent(id)}/payouts`,
  },
  adminQuestions: { path: '/admin/questions', getHref: () => '/admin/questions' },
  adminApplications: { path: '/admin/applications', getHref: () => '/admin/applications' },
  adminApplication: {
    path: '/admin/applications/:id',
    getHref: (id: string) => `/admin/applications/${encodeURIComponent(id)}`,
  },
  adminChanges: { path: '/admin/changes', getHref: () => '/admin/changes' },
  adminIdentity: { path: '/admin/identity', getHref: () => '/admin/identity' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  adminFinance: { path: '/admin/finance', getHref: () => '/admin/finance' },
} as const;

export const REDIRECT_PARAM = 'redirectTo';

function withRedirect(path: string, redirectTo?: string | null): string {
  return redirectTo ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : path;
}

const SAME_SITE_BASE = 'https://same-site.invalid';
/** Whitespace and control characters: URL parsers drop some (`/\t/evil.example` becomes `//evil.example`). */
function isUnsafeCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char);
}

/**
 * Where to go after signing in: the remembered path and query, but only if it is
 * a path on this site (never an open redirect to another origin).
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some(isUnsafeCharacter)) return fallback;
  try {
    if (new URL(value, SAME_SITE_BASE).origin !== SAME_SITE_BASE) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
