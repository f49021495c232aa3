import { useTranslation } from 'react-i18next';

/** Pages whose tab title is fixed, by their key under `pageTitles` in common.json. */
export const PAGE_TITLES = [
  'home',
  'explore',
  'projectCards',
  'payment',
  'paymentSecure',
  'paymentProgress',
  'signin',
  'signup',
  'forgotPassword',
  'signInLink',
  'endSession',
  'googleCallback',
  'profile',
  'emailChangeConfirm',
  'unsubscribe',
  'accountClosed',
  'portfolio',
  'founder',
  'founderInvitation',
  'founderApply',
  'founderApplication',
  'founderVerify',
  'notifications',
  'terms',
  'privacy',
  'riskWarning',
  'quiz',
  'quizProfile',
  'quizQuestions',
  'quizConsent',
  'quizDone',
  'verification',
  'verificationProgress',
  'verificationReturn',
  'mailbox',
  'demo',
  'notFound',
  'adminDashboard',
  'adminAudit',
  'adminFinance',
  'adminQuestions',
  'adminChanges',
  'adminIdentity',
  'adminInvestors',
  'adminStatus',
  'adminPayouts',
  'adminApplications',
  'adminApplication',
] as const;
export type PageTitleKey = (typeof PAGE_TITLES)[number];

/**
 * The browser tab's title in the reader's language: "Profile · Grove"; the home page's is the
 * site's own. React puts it in the document's head while the page is shown.
 */
export function PageTitle({ page }: { page: PageTitleKey }) {
  const { t } = useTranslation();
  const text = page === 'home' ? t('pageTitles.home') : t('pageTitles.format', { page: t(`pageTitles.${page}`) });
  return <title>{text}</title>;
}
