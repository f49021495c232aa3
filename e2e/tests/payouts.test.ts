import type { AdminKiis } from '@grove/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmAmount, investByCard, SETTLE } from '../support/flows.js';
import { untilInteractive, type Session } from '../support/page.js';
import { PNG, useServerWithOperator } from '../support/operator.js';

/** The sandbox pays a withdrawal out after PAYMENT_SANDBOX_PAYOUT_DELAY_MS (5 s by default). */
const WITHDRAWAL = { timeout: 30_000 };

/** A demo business still raising, where the investor reinvests from the wallet. */
const OTHER_BUSINESS = 'saigon-bean-roastery';

const journeys = useServerWithOperator('payouts');

const text = (en: string) => ({ en, vi: '', ru: '' });

/**
 * A small business published through the console's API (the console's create form has its
 * own journey): a $500 round with $100 tickets, +18 % over twelve months, and a cover image.
 */
async function publishSmallBusiness(token: string, id: string, name: string): Promise<void> {
  const created = await journeys.api(token, '/admin/projects', {
    method: 'POST',
    body: {
      id,
      name: text(name),
      description: text('Hand-pulled noodles by the harbour.'),
      about: text('A family noodle bar opening a second kitchen.'),
      location: text('Da Nang, Vietnam'),
      legal: text('Harbour Noodle Bar LLC'),
      payout_format: text('Tranches until the contract minimum, then a quarterly profit share'),
      investment_structure: text('Revenue-share agreement'),
      category: 'food_beverage',
      featured: false,
      currency: 'USD',
      target: '500',
      ticket_min: '100',
      ticket_max: '500',
      ticket_step: '100',
      funding_start: null,
      funding_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      expected_return: '18',
      annual_yield: '12',
      investment_term_months: 12,
      video_url: '',
      team: [],
      faq: [],
      forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
    },
  });
  expect(created.status).toBe(201);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const cover = await fetch(`${journeys.baseUrl}/api/v1/admin/projects/${id}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(cover.status).toBe(201);
  // Its key investment information sheet, reviewed and approved: without one it takes no money.
  const kiis = await journeys.api<AdminKiis>(token, `/admin/projects/${id}/kiis`);
  const draft = kiis.body.versions[0]!;
  const approved = await journeys.api(token, `/admin/projects/${id}/kiis/${draft.version}/approve`, {
    method: 'POST',
    body: { facts_hash: draft.facts_hash },
  });
  expect(approved.status).toBe(200);
  const published = await journeys.api(token, `/admin/projects/${id}/publish`, { method: 'POST' });
  expect(published.status).toBe(200);
}

/** The payout form of the console, filled and reviewed; returns the confirmation dialog. */
async function reviewPayout(page: Page, values: { amount: string; from: string; to: string; reference: string }) {
  await page.getByLabel('Amount', { exact: true }).fill(values.amount);
  await page.getByLabel('Period from').fill(values.from);
  await page.getByLabel('Period to').fill(values.to);
  await page.getByLabel('Reference', { exact: true }).fill(values.reference);
  await page.getByRole('button', { name: 'Review the payout' }).click();
  return page.getByRole('dialog');
}

interface Lifecycle {
  status: string;
}

describe('payouts and the wallet', () => {
  const stamp = Date.now();
  const name = `Harbour Noodle Bar ${stamp}`;
  const id = `harbour-noodle-bar-${stamp}`;
  const reference = `BANK-${stamp}-Q1`;
  let operator: Session & { token: string };
  let investor: Session & { token: string; email: string };

  it('an operator records a payout for a business the investor holds money in', async () => {
    operator = await journeys.signedInOperator();
    await publishSmallBusiness(operator.token, id, name);

    // The investor takes the whole $500 round by card, which closes it as funded.
    investor = await journeys.verifiedInvestor('journey-payouts-investor');
    await investByCard(investor.page, id, '500');
    await expect
      .poll(
        async () => (await journeys.api<Lifecycle>(operator.token, `/admin/projects/${id}/status`)).body.status,
        SETTLE,
      )
      .toBe('funded');

    // The investor may cancel for 4 days: until then the money is not final and implementation waits.
    await operator.page.goto(`/admin/projects/${id}/status`);
    await operator.page.getByText(/^Not final yet: investors can cancel until /).waitFor();
    expect(await operator.page.getByRole('radio', { name: /^Start implementation/ }).isDisabled()).toBe(true);

    // The operator moves the platform's test clock 4 days on from the console's dashboard…
    await operator.page.goto('/admin');
    const clock = operator.page.getByRole('region', { name: 'Test clock' });
    await clock.getByTestId('platform-time').waitFor();
    await clock.getByRole('button', { name: '+4 days' }).click();
    await clock.getByText(/^The clock moved forward 4 days\./).waitFor(SETTLE);
    await clock.getByTestId('clock-offset').getByText('4 days').waitFor();

    // …then starts implementation from the status panel, the money now final…
    await operator.page.goto(`/admin/projects/${id}/status`);
    await operator.page.getByText('The money raised is final: no investor can cancel any more.').waitFor(SETTLE);
    await operator.page.getByRole('radio', { name: /^Start implementation/ }).check();
    await operator.page.getByLabel('Reason').fill('The second kitchen is being fitted out.');
    await operator.page.getByRole('button', { name: 'Review the move' }).click();
    await operator.page
      .getByRole('dialog', { name: `Move ${name} to “Being implemented”?` })
      .getByRole('button', { name: 'Confirm the move' })
      .click();
    await operator.page.getByText('The business is now “Being implemented”.').waitFor();

    // …and opens the business's payouts, where a payout waits for the raise to be sent on.
    await operator.page.getByRole('link', { name: 'Payouts' }).click();
    await operator.page.waitForURL(`**/admin/projects/${id}/payouts`);
    await operator.page.getByRole('heading', { name, level: 1 }).waitFor();
    await operator.page
      .getByTestId('no-payout-reason')
      .getByText(/^Payouts start once the raise has been sent/)
      .waitFor();
    await operator.page.getByLabel('Bank transfer reference').fill(`WIRE-${stamp}`);
    await operator.page.getByRole('button', { name: 'Record the transfer' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Confirm the transfer' }).click();
    await operator.page.getByTestId('disbursement-sent').getByText(`reference WIRE-${stamp}`).waitFor(SETTLE);

    // $500 invested, +18 % makes a $590 contract minimum.
    await operator.page.getByTestId('payout-invested').getByText('$500.00').waitFor();
    await operator.page.getByTestId('payout-minimum').getByText('$590.00').waitFor();
    await operator.page.getByTestId('payout-paid').getByText('$0.00').waitFor();
    await operator.page.getByText('No payout recorded yet.').waitFor();
    expect(await operator.page.getByLabel('Currency').inputValue()).toBe('USD');

    // The first tranche: $250 for the first quarter, confirmed before anything moves.
    const period = { from: '2027-01-01', to: '2027-03-31' };
    const dialog = await reviewPayout(operator.page, { amount: '250', ...period, reference });
    await dialog.getByRole('heading', { name: `Record $250.00 for ${name}?` }).waitFor();
    await dialog.getByText('$250.00 will go to the one investment holding money').waitFor();
    await dialog.getByRole('button', { name: 'Record the payout' }).click();
    await operator.page.getByText('Payout recorded: $250.00 split across 1 investment (1 investor).').waitFor();

    // The totals and the list read again; the business is now paying out.
    await operator.page.getByTestId('payout-paid').getByText('$250.00').waitFor();
    await operator.page.getByText('42% of the contract minimum paid').waitFor();
    await operator.page.getByText('$340.00 left to reach it').waitFor();
    const row = operator.page.getByRole('row').filter({ hasText: reference });
    await row.getByText('$250.00').waitFor();
    await row.getByRole('cell', { name: '1 investment · 1 investor', exact: true }).waitFor();
    await operator.page.getByText('Paying out', { exact: true }).first().waitFor();

    // Sending the same payout again is refused by its reference: nothing is paid twice.
    const again = await reviewPayout(operator.page, { amount: '250', ...period, reference });
    await again.getByRole('button', { name: 'Record the payout' }).click();
    await operator.page
      .getByRole('alert')
      .getByText(`A payout with the reference “${reference}” is already recorded. Nothing was paid twice.`)
      .waitFor();
    await operator.page.getByText('This reference is already recorded.').waitFor();
    await operator.page.getByTestId('payout-paid').getByText('$250.00').waitFor();
    expect(await operator.page.getByRole('row').filter({ hasText: reference }).count()).toBe(1);

    expect(operator.problems.filter((problem) => !problem.includes('409'))).toEqual([]);
  }, 180_000);

  it('the investor sees the notification, the wallet credit and the portfolio’s figures', async () => {
    expect(investor, 'the payout was recorded').toBeDefined();
    const { page } = investor;
    await page.goto('/portfolio');
    await untilInteractive(page);

    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await page.getByText(`Payout from ${name}`).first().waitFor(SETTLE);
    await page
      .getByText(/^\$250(\.00)? was added to your wallet, for /)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The header: invested, received and the wallet.
    await page.getByTestId('total-invested').getByText('$500').waitFor(SETTLE);
    await page.getByTestId('total-received').getByText('$250').waitFor();
    await page.getByTestId('wallet-total').getByText('$250').waitFor();

    // The investment: what it has received against its contract minimum ($500 + 18 %).
    const holding = page.getByTestId('investment').filter({ hasText: name });
    await holding.getByTestId('payouts-received').getByText('$250').waitFor();
    await holding
      .getByText(/of \$590/)
      .first()
      .waitFor();

    // The wallet: its balance, and the payout in its history.
    await page.getByRole('tab', { name: 'Wallet' }).click();
    await page.getByTestId('wallet-balance-amount').getByText('$250').waitFor();
    const movement = page.getByTestId('movement').filter({ hasText: name });
    await movement.getByText('Payout', { exact: true }).waitFor();
    await movement
      .getByTestId('movement-amount')
      .getByText(/\+\$250(\.00)?$/)
      .waitFor();
  }, 60_000);

  it('the investor reinvests from the wallet with no card fee, then withdraws the rest', async () => {
    expect(investor, 'the payout was recorded').toBeDefined();
    const { page } = investor;

    // $150 in another business from the wallet: the amount and the 5 % service fee, no card fee.
    await confirmAmount(page, OTHER_BUSINESS, '150');
    await page.getByRole('radio', { name: /^Pay from wallet \(balance \$250/ }).check();
    await page.getByText('Card processing: none from the wallet').waitFor();
    await page.getByTestId('fee-total').getByText('$157.50').waitFor();
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    await page.waitForURL('**/payment/progress?**');
    await page.getByTestId('payment-success').waitFor(SETTLE);

    // $250 − $157.50 leaves $92.50, withdrawn in full; the sandbox pays it out after a moment.
    await page.goto('/portfolio?tab=wallet');
    await page.getByTestId('wallet-balance-amount').getByText('$92.50').waitFor(SETTLE);
    await page.getByTestId('movement').filter({ hasText: 'Saigon Bean' }).getByText('−$157.50').waitFor();
    // Withdrawals go to a bank account in the investor's verified name (from identity verification).
    await page.getByRole('button', { name: 'Add a bank account' }).click();
    const bank = page.getByRole('dialog', { name: 'Add a bank account' });
    expect(await bank.getByLabel('Account holder').inputValue()).toBe('Linh Tran');
    await bank.getByLabel('Routing number').fill('110000000');
    await bank.getByLabel('Account number', { exact: true }).fill('000123456789');
    await bank.getByLabel('Account number again').fill('000123456789');
    await bank.getByRole('button', { name: 'Save account' }).click();
    await page.getByTestId('bank-account').getByText('STRIPE TEST BANK •••• 6789').waitFor();

    // A withdrawal is reviewed (account, when it is sent and arrives), confirmed, then cancelled.
    await page.getByLabel('Amount to withdraw').fill('40');
    await page.getByRole('button', { name: 'Review withdrawal of $40' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
    await review.getByText('STRIPE TEST BANK •••• 6789').waitFor();
    await review.getByText(/You can cancel it until /).waitFor();
    await review.getByRole('button', { name: 'Withdraw $40' }).click();
    await page.getByText(/^Withdrawal of \$40 to STRIPE TEST BANK •••• 6789 scheduled\./).waitFor();
    const first = page.getByTestId('withdrawal').filter({ hasText: '$40' });
    await first.getByText('Scheduled', { exact: true }).waitFor();
    await page.getByTestId('wallet-balance-amount').getByText('$52.50').waitFor();
    await first.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel the withdrawal of $40?' })
      .getByRole('button', { name: 'Cancel withdrawal' })
      .click();
    await first.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByTestId('wallet-balance-amount').getByText('$92.50').waitFor();
    await page.getByTestId('movement').first().getByText('Withdrawal cancelled').waitFor();

    // The rest, withdrawn in full, is sent once its 30 minutes have passed (the test clock moves an hour).
    await page.getByLabel('Amount to withdraw').fill('92.50');
    await page.getByRole('button', { name: 'Review withdrawal of $92.50' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Withdraw $92.50' })
      .click();
    const withdrawal = page.getByTestId('withdrawal').filter({ hasText: '$92.50' });
    await withdrawal.getByText('Scheduled', { exact: true }).waitFor();
    await page.getByTestId('wallet-balance-amount').getByText('$0').waitFor();
    await operator.page.goto('/admin');
    const clock = operator.page.getByRole('region', { name: 'Test clock' });
    await clock.getByRole('button', { name: '+1 hour' }).click();
    await clock.getByText(/^The clock moved forward 1 hour\./).waitFor(SETTLE);
    await page.reload();
    // The wallet asks again while a withdrawal is being sent.
    await page
      .getByTestId('withdrawal')
      .filter({ hasText: '$92.50' })
      .getByText('Paid', { exact: true })
      .waitFor(WITHDRAWAL);
    await page.getByTestId('total-received').getByText('$250').waitFor();

    expect(investor.problems).toEqual([]);
    await investor.context.close();
    await operator.context.close();
  }, 120_000);
});
