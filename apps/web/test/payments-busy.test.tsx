import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { makePayment, makeTerms } from './payment-fixtures';
import { renderApp } from './render';

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
  signInAs(makeUser({ verification_status: 'passed' }));
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ verification_status: 'passed' }))),
    http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
    http.get('/api/v1/wallet', () => HttpResponse.json({ balances: [], history: [] })),
    http.get('/api/v1/public/projects/:id', () =>
      HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 }),
    ),
    http.get('/api/v1/payments/terms/:id', () => HttpResponse.json(terms)),
  );
});

const terms = makeTerms();
const pending = makePayment('pending');

const busy = (seconds: string) =>
  HttpResponse.json(
    { detail: 'Many people are investing right now. Please try again in a moment.', code: 'BUSY', requestId: 'r' },
    { status: 503, headers: { 'retry-after': seconds } },
  );

async function confirmAmount(amount: string) {
  const input = await screen.findByLabelText('Investment amount', {}, { timeout: 5_000 });
  await userEvent.type(input, amount);
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read the risk warning/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
}

describe('a launch: the platform says it is busy', () => {
  it('waits calmly for the seconds the server asked and sends the same request again, once served', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/v1/payments/', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? busy('1') : HttpResponse.json(pending, { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(pending)),
    );
    const { router } = renderApp('/business/cafe/payment');
    await confirmAmount('500');

    const notice = await screen.findByTestId('busy-notice');
    expect(notice).toHaveTextContent('Many people are investing right now.');
    expect(notice).toHaveTextContent('Nothing is lost: we will try again in 1 second.');
    // No error is shown meanwhile: it is not a refusal.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment/secure'), {
      timeout: 4_000,
    });
    // The retry carried the same Idempotency-Key: the server can only make one payment of it.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByTestId('busy-notice')).not.toBeInTheDocument();
  });

  it('a refusal is shown at once, without waiting (a full round is not overload)', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v1/payments/', () => {
        calls += 1;
        return HttpResponse.json(
          { detail: 'This round is fully reserved or funded.', code: 'ROUND_FULL', requestId: 'r' },
          { status: 409 },
        );
      }),
    );
    renderApp('/business/cafe/payment');
    await confirmAmount('500');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('busy-notice')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
