import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Paths a signed-in user who has not passed the quiz may still open. Spec §2 names
 * quiz, signin, signup, auth and verification; the legal pages, password recovery
 * the local mailbox and the guided tour's page are also left alone, so the rules stay
 * readable (the consent step links to the risk warning) and nobody is locked out of their account.
 */
export const ONBOARDING_EXEMPT_PATHS: readonly string[] = [
  paths.quiz.path,
  paths.signin.path,
  paths.signup.path,
  '/auth',
  paths.verification.path,
  paths.terms.path,
  paths.privacy.path,
  paths.riskWarning.path,
  paths.forgotPassword.path,
  paths.devMailbox.path,
  // The guided tour's page: a demo operator (who takes no quiz) comes back to it.
  paths.demo.path,
  // The founder's portal (issue 26): applying to raise and running a business is not investing.
  paths.founder.path,
];

/** Whether a path is one of the exempt paths or lies under one. */
export function isOnboardingExempt(pathname: string): boolean {
  return ONBOARDING_EXEMPT_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Spec §2: a signed-in user whose onboarding_status is not_passed is sent to /quiz.
 * Decided on the session's user once it is known (never on a guess while it loads).
 */
export function useOnboardingRedirect(): void {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const status = useSession((s) => s.user?.onboarding_status);
  // Operators run the console without investing: the quiz is an investor's step.
  const isOperator = useSession((s) => s.user?.role === 'admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inConsole = pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
  const mustTakeQuiz =
    isAuthenticated && status === 'not_passed' && !isOnboardingExempt(pathname) && !(isOperator && inConsole);
  useEffect(() => {
    if (mustTakeQuiz) void navigate(paths.quiz.getHref(), { replace: true });
  }, [mustTakeQuiz, navigate]);
}
