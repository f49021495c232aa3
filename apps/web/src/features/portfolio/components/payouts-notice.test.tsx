import type { BankAccount, Wallet } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetSession, signInAs } from '../../../../test/account';
import { makePortfolio, servePortfolio } from '../../../../test/catalogue';
import { server } from '../../../../test/msw';
import { renderApp } from '../../../../test/render';
import { walletBrowser } from '../utils/browser';

/**
 * Stripe may need more from an investor before it pays them out (its agreement, an address, the
 * SSN's last four digits): the wallet says so by the bank accounts and in the withdraw form, and
 * sends them to Stripe's own page for it. The sandbox is always ready: nothing shows.
 */
const PAGE = { timeout: 5_000 };
const LINK = 'https://connect.stripe.test/setup/c/acct_1/abc';

beforeEach(() => {
  resetSession();
  signInAs(makeUser({ verification_status: 'passed' }));
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ verification_status: 'passed' }))),
    http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
  );
  servePortfolio(makePortfolio({ wallet: [{ currency: 'USD', balance: 500, withdrawing: 0 }] }));
});

function account(payouts: Pick<BankAccount, 'payouts_ready' | 'payouts_due'> = {}): BankAccount {
  return {
    id: 'ba-1',
    holder_name: 'Ada Lovelace',
    bank_name: 'STRIPE TEST BANK',
    routing_number: '110000000',
    last4: '6789',
    currency: 'USD',
    created_at: '2027-09-01T09:00:00.000Z',
    ...payouts,
  };
}

function wallet(bankAccount: BankAccount): Wallet {
  return {
    balances: [{ currency: 'USD', balance: 500, withdrawing: 0 }],
    history: [],
    pending_top_ups: [],
    withdrawals: [],
    limits: { top_up_min: 10, top_up_max: 50_000, withdrawal_min: 10, card_fee_bp: 250 },
    identity_verified: true,
    verified_name: 'Ada Lovelace',
    bank_accounts: [bankAccount],
    sandbox_bank: false,
    withdrawal_schedule: { hold_minutes: 30, arrival_business_days: 2 },
    now: new Date().toISOString(),
  };
}

/** GET /api/v1/wallet answers `answer()` at each request; returns how often it was asked. */
function serveWallet(answer: () => Wallet) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/v1/wallet', () => {
      calls.count += 1;
      return HttpResponse.json(answer());
    }),
  );
  return calls;
}

const NEEDS = account({ payouts_ready: false, payouts_due: ['agreement', 'address', 'tax_id'] });

describe('what Stripe still needs before paying out', () => {
  it('shows nothing when the provider can pay out (the sandbox), or did not say', async () => {
    for (const shown of [account({ payouts_ready: true, payouts_due: [] }), account()]) {
      serveWallet(() => wallet(shown));
      const { unmount } = renderApp('/portfolio?tab=wallet');
      const form = await screen.findByTestId('withdraw-form', {}, PAGE);
      await screen.findByTestId('bank-accounts');
      expect(screen.queryByTestId('payouts-not-ready')).not.toBeInTheDocument();
      expect(within(form).queryByTestId('withdraw-payouts-not-ready')).not.toBeInTheDocument();
      expect(within(form).getByTestId('withdraw-submit')).toBeEnabled();
      unmount();
    }
  });

  it('says what is due by the bank accounts and sends the investor to Stripe’s page for it', async () => {
    serveWallet(() => wallet(NEEDS));
    let asked = 0;
    server.use(
      http.post('/api/v1/wallet/bank-accounts/onboarding-link', () => {
        asked += 1;
        return HttpResponse.json({ url: LINK });
      }),
    );
    const assign = vi.spyOn(walletBrowser, 'assign').mockImplementation(() => undefined);
    renderApp('/portfolio?tab=wallet');
    const notice = await screen.findByTestId('payouts-not-ready', {}, PAGE);
    expect(notice).toHaveTextContent(
      'Stripe needs a few more details before it can pay you out: your acceptance of Stripe’s terms, your home address, and your Social Security number (or its last 4 digits).',
    );
    // The agreement is accepted on Stripe's page, by the investor.
    expect(notice).toHaveTextContent('you read and accept its Connected Account Agreement yourself');
    await userEvent.click(within(notice).getByRole('button', { name: 'Add the details at Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));
    expect(asked).toBe(1);
  });

  it('the withdraw form explains it instead of failing, and offers the same way on', async () => {
    serveWallet(() => wallet(NEEDS));
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    const notice = await within(form).findByTestId('withdraw-payouts-not-ready');
    expect(notice).toHaveTextContent('Withdrawals to this account can start once Stripe has these details.');
    expect(within(notice).getByRole('button', { name: 'Add the details at Stripe' })).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount to withdraw' }), '50');
    expect(within(form).getByTestId('withdraw-submit')).toBeDisabled();
  });

  it('while Stripe checks what was given, says so without a link', async () => {
    serveWallet(() => wallet(account({ payouts_ready: false, payouts_due: [] })));
    renderApp('/portfolio?tab=wallet');
    const notice = await screen.findByTestId('payouts-not-ready', {}, PAGE);
    expect(notice).toHaveTextContent('Stripe is checking the details you gave. You can withdraw once it has finished.');
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with nothing left to give (no link), reads the wallet again', async () => {
    let current = NEEDS;
    const calls = serveWallet(() => wallet(current));
    server.use(
      http.post('/api/v1/wallet/bank-accounts/onboarding-link', () => {
        current = account({ payouts_ready: true, payouts_due: [] });
        return HttpResponse.json({ url: null });
      }),
    );
    renderApp('/portfolio?tab=wallet');
    const notice = await screen.findByTestId('payouts-not-ready', {}, PAGE);
    const before = calls.count;
    await userEvent.click(within(notice).getByRole('button', { name: 'Add the details at Stripe' }));
    await waitFor(() => expect(screen.queryByTestId('payouts-not-ready')).not.toBeInTheDocument());
    expect(calls.count).toBeGreaterThan(before);
  });

  it('back from Stripe, reads the wallet again and leaves the address clean', async () => {
    let current = NEEDS;
    serveWallet(() => wallet(current));
    const { router } = renderApp('/portfolio?tab=wallet');
    await screen.findByTestId('payouts-not-ready', {}, PAGE);
    current = account({ payouts_ready: true, payouts_due: [] });
    await router.navigate('/portfolio?tab=wallet&onboarding=done');
    await waitFor(() => expect(screen.queryByTestId('payouts-not-ready')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=wallet');
  });

  it('a withdrawal refused as not ready says why, and the form then shows what Stripe needs', async () => {
    let current = account({ payouts_ready: true, payouts_due: [] });
    serveWallet(() => wallet(current));
    server.use(
      http.post('/api/v1/wallet/withdrawals', () => {
        current = NEEDS;
        return HttpResponse.json(
          {
            code: 'PAYOUTS_NOT_READY',
            detail: 'Your payment provider needs a few more details before it can pay you out.',
          },
          { status: 409 },
        );
      }),
    );
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount to withdraw' }), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Review withdrawal of $50' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw $50' }));
    expect(await within(form).findByTestId('withdraw-payouts-not-ready')).toHaveTextContent(
      'Stripe needs a few more details before it can pay you out',
    );
    expect(screen.queryByTestId('withdraw-review')).not.toBeInTheDocument();
    expect(within(form).getByTestId('withdraw-submit')).toBeDisabled();
  });
});
