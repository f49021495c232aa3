import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Root } from '@/app/root';
import { isOnboardingExempt } from '@/features/quiz/hooks/use-onboarding-redirect';
import { makeUser, resetSession, signInAs } from './account';
import { serveUser } from './onboarding';
import { renderRoutes } from './render';

beforeEach(resetSession);

const page = (name: string) => ({ path: name, element: <p>{`page ${name}`}</p> });

/** The root (which holds the redirect) above plain pages. */
function renderAt(url: string) {
  return renderRoutes(
    [
      {
        element: <Root />,
        children: [
          {
            element: <Outlet />,
            children: [
              page('portfolio'),
              page('quiz'),
              page('quiz/questions'),
              page('verification'),
              page('verification/status/return'),
              page('signin'),
              page('signup'),
              page('auth/google/callback'),
              page('terms'),
              page('privacy'),
              page('risk-warning'),
              page('forgot-password'),
              page('admin/questions'),
              { index: true, element: <p>page home</p> },
            ],
          },
        ],
      },
    ],
    url,
  );
}

describe('onboarding redirect (spec §2)', () => {
  it('sends a signed-in user who has not passed the quiz from /portfolio to /quiz', async () => {
    const user = makeUser({ onboarding_status: 'not_passed' });
    signInAs(user);
    serveUser(user);
    const { router } = renderAt('/portfolio');
    expect(await screen.findByText('page quiz')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz');
  });

  it('leaves an operator in the console without the quiz, but not an investor', async () => {
    const operator = makeUser({ onboarding_status: 'not_passed', role: 'admin' });
    signInAs(operator);
    serveUser(operator);
    const { router } = renderAt('/admin/questions');
    expect(await screen.findByText('page admin/questions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/questions');
  });

  it('sends an investor who has not passed the quiz from the console address to /quiz', async () => {
    const investor = makeUser({ onboarding_status: 'not_passed' });
    signInAs(investor);
    serveUser(investor);
    const { router } = renderAt('/admin/questions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz'));
  });

  it('also redirects once the user is loaded, when only the token was known', async () => {
    signInAs(null);
    serveUser(makeUser({ onboarding_status: 'not_passed' }));
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz'));
  });

  it.each([
    '/quiz/questions',
    '/verification',
    '/verification/status/return',
    '/signin',
    '/signup',
    '/auth/google/callback',
    '/terms',
    '/privacy',
    '/risk-warning',
    '/forgot-password',
  ])('leaves %s alone', async (url) => {
    const user = makeUser({ onboarding_status: 'not_passed' });
    signInAs(user);
    serveUser(user);
    const { router } = renderAt(url);
    expect(await screen.findByText(`page ${url.slice(1)}`)).toBeInTheDocument();
    // Give the user fetch time to land: still no redirect.
    await waitFor(() => expect(router.state.location.pathname).toBe(url));
    expect(screen.getByText(`page ${url.slice(1)}`)).toBeInTheDocument();
  });

  it('does not redirect a user who has passed', async () => {
    const user = makeUser({ onboarding_status: 'passed' });
    signInAs(user);
    serveUser(user);
    const { router } = renderAt('/portfolio');
    expect(await screen.findByText('page portfolio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it('does not redirect a guest', async () => {
    const { router } = renderAt('/portfolio');
    expect(await screen.findByText('page portfolio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it('matches whole path segments only', () => {
    expect(isOnboardingExempt('/quiz')).toBe(true);
    expect(isOnboardingExempt('/quiz/done')).toBe(true);
    expect(isOnboardingExempt('/quizzes')).toBe(false);
    expect(isOnboardingExempt('/verification-bad')).toBe(false);
    expect(isOnboardingExempt('/businesses')).toBe(false);
    expect(isOnboardingExempt('/')).toBe(false);
  });
});
