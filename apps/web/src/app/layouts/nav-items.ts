import { paths } from '@/lib/paths';

/** The three main links (spec §2: explore, portfolio, profile). */
export const MAIN_NAV = [
  { key: 'explore', href: paths.businesses.getHref() },
  { key: 'portfolio', href: paths.portfolio.getHref() },
  { key: 'profile', href: paths.profile.getHref() },
] as const;

export const LEGAL_NAV = [
  { key: 'terms', href: paths.terms.getHref() },
  { key: 'privacy', href: paths.privacy.getHref() },
  { key: 'riskWarning', href: paths.riskWarning.getHref() },
] as const;
