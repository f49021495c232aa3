import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { makeUser, resetSession, signInAs } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

beforeEach(resetSession);

function serveUser(user = makeUser(), wait = 0) {
  server.use(
    http.get('/api/v1/users/me', async () => {
      if (wait) await delay(wait);
      return HttpResponse.json(user);
    }),
  );
}

describe('profile', () => {
  it('shows the title and a loading state while the profile loads', async () => {
    signInAs();
    // Long enough that the loading state is on screen even on a busy machine.
    serveUser(makeUser(), 1_500);
    renderAccount('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByLabelText('Full name', undefined, { timeout: 5_000 })).toHaveValue('Ann Lee');
    expect(useSession.getState().user?.email).toBe('ann@example.com');
  });

  it('shows the guest-mode notice to a signed-out visitor, with actions that come back here', async () => {
    renderAccount('/profile');
    const notice = await screen.findByTestId('guest-notice');
    expect(within(notice).getByRole('heading', { name: 'You are browsing as a guest' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fprofile',
    );
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/signin?redirectTo=%2Fprofile',
    );
  });

  it('shows the read-only facts and the verification badge with its action', async () => {
    signInAs();
    serveUser(
      makeUser({
        // A not_passed user is sent to /quiz (spec §2), so the profile shows a passed one.
        onboarding_status: 'passed',
        investor_type: 'sophisticated_investor',
        verification_status: 'in_progress',
      }),
    );
    renderAccount('/profile');
    expect(await screen.findByTestId('verification-badge')).toHaveTextContent('Pending');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText('Sophisticated investor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start verification' })).toHaveAttribute('href', '/verification');
  });

  it('hides the verification action once verified, and shows — without an investor type', async () => {
    signInAs();
    serveUser(makeUser({ verification_status: 'passed', investor_type: null }));
    renderAccount('/profile');
    expect(await screen.findByTestId('verification-badge')).toHaveTextContent('Verified');
    expect(screen.queryByRole('link', { name: 'Start verification' })).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
  });

  it('says not verified for a failed or unknown status', async () => {
    signInAs();
    serveUser(makeUser({ verification_status: 'failed' }));
    renderAccount('/profile');
    expect(await screen.findByTestId('verification-badge')).toHaveTextContent('Not verified');
  });

  it('saves the edited fields with PUT, the date through its mask, and confirms', async () => {
    signInAs();
    serveUser(makeUser({ location: 'Hanoi' }));
    let body: unknown;
    server.use(
      http.put('/api/v1/users/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          makeUser({ location: 'Hanoi', phone: '+84 90 123 4567', date_of_birth: '1990-01-15' }),
        );
      }),
    );
    renderAccount('/profile');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '+84 90 123 4567');
    const date = screen.getByLabelText('Date of birth');
    await user.type(date, '19900115');
    expect(date).toHaveValue('1990-01-15');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(body).toEqual({ phone: '+84 90 123 4567', date_of_birth: '1990-01-15' });
    expect(useSession.getState().user?.phone).toBe('+84 90 123 4567');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("shows the server's field errors under their fields", async () => {
    signInAs();
    serveUser();
    server.use(
      http.put('/api/v1/users/me', () =>
        HttpResponse.json(
          {
            detail: 'Invalid request',
            code: 'VALIDATION_ERROR',
            requestId: 'r4',
            fields: [{ path: 'phone', message: 'Please enter a valid phone number', code: 'invalid_format' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderAccount('/profile');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '+1 000 000 0000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const error = await screen.findByText('Please enter a valid phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('checks the date of birth before saving', async () => {
    signInAs();
    serveUser();
    renderAccount('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Date of birth'), '199001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please use the format YYYY-MM-DD')).toBeInTheDocument();
  });

  it('offers the three languages by their own names', async () => {
    signInAs();
    serveUser();
    renderAccount('/profile');
    const select = await screen.findByLabelText('Language of the interface and emails');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Tiếng Việt', 'Русский']);
    await waitFor(() => expect(select).toHaveValue('en'));
  });
});
