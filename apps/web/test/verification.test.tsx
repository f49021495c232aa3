import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, providerUrl } from '@/features/verification/utils/provider-redirect';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

// No name in the profile: the form's name fields start empty (the pre-fill has its own test).
const investor = makeUser({ email: 'ann@example.com', name: null, verification_status: 'not_started' });

// The routes load lazily: load their code once up front, so no test waits on it.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/verification'),
    import('@/app/routes/verification-progress'),
    import('@/app/routes/verification-return'),
  ]);
}, 60_000);

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
});

function open(url = '/verification', user = investor) {
  signInAs(user);
  serveUser(user);
  return renderApp(url);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to verification' }));

describe('verification start page and form', () => {
  it('explains why and what is needed, and prefills the e-mail', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText('What you need')).toBeInTheDocument();
    expect(screen.getByText('About 3 minutes')).toBeInTheDocument();
    expect(screen.getByText(/Your documents go straight to our verification partner/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('prefills the name and date of birth from the profile', async () => {
    open(
      '/verification',
      makeUser({ name: 'Ann Marie Lee', date_of_birth: '1990-01-15', verification_status: 'not_started' }),
    );
    expect(await screen.findByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Middle name')).toHaveValue('Marie');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lee');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-01-15');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('takes only a real date of birth of an adult (the profile rule)', async () => {
    open();
    await userEvent.type(await screen.findByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    const date = screen.getByLabelText('Date of birth');
    await userEvent.type(date, '19851399');
    await submit();
    expect(await screen.findByText('Please enter a valid date of birth')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, `${new Date().getUTCFullYear() - 1}0101`);
    await submit();
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('asks for at least one field when everything is empty', async () => {
    open();
    await userEvent.clear(await screen.findByLabelText('Email'));
    await submit();
    expect(await screen.findByText('Please fill in at least one field')).toBeInTheDocument();
  });

  it('shows the required-field messages', async () => {
    open();
    await screen.findByLabelText('Email');
    await userEvent.type(screen.getByLabelText('Middle name'), 'Thi');
    await userEvent.clear(screen.getByLabelText('Email'));
    await submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail and the date format (YYYY-MM-DD)', async () => {
    open();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ann@');
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Date of birth'), '199001');
    await submit();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Date must be in YYYY-MM-DD format')).toBeInTheDocument();
  });

  it('masks the date: digits only, at most 8, dashes after the 4th and 6th digit', async () => {
    open();
    const date = await screen.findByLabelText('Date of birth');
    await userEvent.type(date, '1990a01/15999');
    expect(date).toHaveValue('1990-01-15');
    await userEvent.clear(date);
    await userEvent.type(date, '19901');
    expect(date).toHaveValue('1990-1');
  });

  it('sends the details to POST /kyc/session and takes the browser to the provider', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let body: unknown;
    server.use(
      http.post('/api/v1/kyc/session', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          userAccessCode: 'sbx_1',
          token: 'tok',
          url: '/sandbox/kyc/sbx_1?token=tok',
          status: 'in_progress',
        });
      }),
    );
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Date of birth'), '19900115');
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification in progress' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification/progress');
    expect(body).toEqual({ firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-01-15', email: 'ann@example.com' });
    expect(screen.getByText('Taking you to our verification partner…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/kyc/sbx_1?token=tok&lang=en'), { timeout: 3000 });
    // The manual way stays, in case the redirect did not happen.
    await user.click(screen.getByRole('button', { name: 'Open the verification page' }));
    expect(assign).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Check verification status' })).toHaveAttribute(
      'href',
      '/verification/status/return',
    );
  });

  it("shows the provider's outage in words", async () => {
    server.use(
      http.post('/api/v1/kyc/session', () =>
        HttpResponse.json(
          {
            detail: 'Identity verification is unavailable right now. Please try again later.',
            code: 'KYC_PROVIDER_UNAVAILABLE',
          },
          { status: 503 },
        ),
      ),
    );
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Date of birth'), '19900115');
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Identity verification is unavailable right now. Please try again later.',
    );
  });

  it('shows the verified state instead of the form once verified', async () => {
    open('/verification', makeUser({ verification_status: 'passed' }));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('keeps an absolute provider URL as it is and tells the sandbox the language', () => {
    expect(providerUrl('https://verify.example.com/s/abc', 'ru')).toBe('https://verify.example.com/s/abc');
    expect(providerUrl('/sandbox/kyc/sbx_1?token=t', 'vi')).toBe('/sandbox/kyc/sbx_1?token=t&lang=vi');
  });
});

describe('verification status return page', () => {
  const serveStatus = (returnState: string, status: string, reason: string | null = null) =>
    server.use(
      http.get('/api/v1/kyc/status', ({ request }) => {
        expect(new URL(request.url).searchParams.get('refresh')).toBe('1');
        return HttpResponse.json({ status, return_state: returnState, reason, updated_at: '2026-11-20T10:00:00Z' });
      }),
      http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
    );

  it.each([
    ['success', 'passed', 'Your identity is verified'],
    ['in_progress', 'in_progress', 'Verification in progress'],
    ['pending_review', 'in_progress', 'Your documents are being reviewed'],
    ['not_started', 'not_started', "You haven't started verification yet"],
    ['unknown', 'unknown', 'Status unknown'],
    ['error', 'unknown', 'Status unavailable'],
  ])('shows the %s state', async (returnState, status, title) => {
    serveStatus(returnState, status);
    open('/verification/status/return', makeUser({ verification_status: status as 'passed' }));
    expect(await screen.findByTestId('return-state')).toHaveTextContent(title);
  });

  it('opens the failure modal with the spec text and the reason, and reuploads', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    serveStatus('failed', 'failed', 'expired_document');
    let retried = false;
    server.use(
      http.post('/api/v1/kyc/retry', () => {
        retried = true;
        return HttpResponse.json({
          userAccessCode: 'sbx_1',
          token: 't2',
          url: '/sandbox/kyc/sbx_1?token=t2',
          status: 'in_progress',
        });
      }),
    );
    open('/verification/status/return', makeUser({ verification_status: 'in_progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification Failed' });
    expect(dialog).toHaveTextContent("We couldn't verify your identity. Please reupload your documents to continue.");
    const reasons = within(dialog).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([
      'Blurry or cropped image',
      'Expired document(the reason in your case)',
      'Mismatched details',
    ]);
    expect(reasons[1]).toHaveAttribute('data-current', 'true');
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reupload documents' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/kyc/sbx_1?token=t2&lang=en'));
    expect(retried).toBe(true);
  });

  it('closes the modal and offers the reupload on the page', async () => {
    serveStatus('failed', 'failed', null);
    open('/verification/status/return', makeUser({ verification_status: 'failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification Failed' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('return-state')).toHaveTextContent('Verification failed');
    await userEvent.click(screen.getByRole('button', { name: 'Reupload documents' }));
    expect(await screen.findByRole('dialog', { name: 'Verification Failed' })).toBeInTheDocument();
  });

  it('asks again every 5 seconds while the verification is in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      server.use(
        http.get('/api/v1/kyc/status', () => {
          calls += 1;
          return HttpResponse.json(
            calls < 3
              ? { status: 'in_progress', return_state: 'in_progress', reason: null, updated_at: null }
              : { status: 'passed', return_state: 'success', reason: null, updated_at: null },
          );
        }),
        http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
      );
      open('/verification/status/return', makeUser({ verification_status: 'in_progress' }));
      expect(await screen.findByTestId('return-state')).toHaveTextContent('Verification in progress');
      expect(screen.getByText('Checking again every few seconds…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(calls).toBe(2));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByTestId('return-state')).toHaveTextContent('Your identity is verified');
      await vi.advanceTimersByTimeAsync(15_000);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Unable to check verification status.' when the check fails, and retries", async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/kyc/status', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            { detail: 'Unable to check verification status.', code: 'KYC_PROVIDER_UNAVAILABLE' },
            { status: 503 },
          );
        }
        return HttpResponse.json({ status: 'passed', return_state: 'success', reason: null, updated_at: null });
      }),
      http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
    );
    open('/verification/status/return', makeUser({ verification_status: 'in_progress' }));
    expect(await screen.findByText('Unable to check verification status.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('return-state')).toHaveTextContent('Your identity is verified');
  });

  it('refreshes the user after a status change, so the profile badge follows', async () => {
    serveStatus('success', 'passed');
    let userCalls = 0;
    server.use(
      http.get('/api/v1/users/me', () => {
        userCalls += 1;
        return HttpResponse.json(makeUser({ verification_status: userCalls > 1 ? 'passed' : 'in_progress' }));
      }),
    );
    signInAs(makeUser({ verification_status: 'in_progress' }));
    renderApp('/verification/status/return');
    expect(await screen.findByTestId('return-state')).toHaveTextContent('Your identity is verified');
    await waitFor(() => expect(userCalls).toBeGreaterThan(1));
  });
});
