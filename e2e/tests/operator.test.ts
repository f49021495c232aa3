import { describe, expect, it } from 'vitest';
import { investByCard, SETTLE } from '../support/flows.js';
import { untilInteractive } from '../support/page.js';
import { useServerWithOperator } from '../support/operator.js';

const BUSINESS = 'saigon-bean-roastery';

const journeys = useServerWithOperator('operator');

describe('operator', () => {
  it('sees an investor’s payment, answers their question, and the investor sees the answer and the notification', async () => {
    const question = `Journey question ${Date.now()}: when do the first payouts start?`;
    const answer = 'Payouts start three months after the round closes, every quarter.';

    // The investor: verified, invests $300, asks a question on the business page.
    const investor = await journeys.verifiedInvestor('journey-asker', '/');
    await investByCard(investor.page, BUSINESS, '300');
    await investor.page.goto(`/business/${BUSINESS}#qa`);
    await untilInteractive(investor.page);
    await investor.page.getByLabel('Your question').fill(question);
    await investor.page.getByRole('button', { name: 'Send question' }).click();
    await investor.page.getByText(/Your question has been sent/).waitFor();

    // The operator signs in and finds the payment in the business's investors list.
    const operator = await journeys.signedInOperator();
    await operator.page.goto(`/admin/projects/${BUSINESS}/investors`);
    await operator.page.getByRole('heading', { name: /^Investors in / }).waitFor();
    const payment = operator.page.getByRole('row').filter({ hasText: investor.email });
    await payment.getByText('$300.00').waitFor();
    await payment.getByRole('cell', { name: 'Succeeded', exact: true }).waitFor();
    await operator.page.getByRole('button', { name: 'Download CSV' }).waitFor();

    // …and answers the question from the queue.
    await operator.page.goto('/admin/questions');
    const row = operator.page.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: 'Answer' }).click();
    const dialog = operator.page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.getByLabel('Your answer').fill(answer);
    await dialog.getByRole('button', { name: 'Publish answer' }).click();
    await operator.page.getByText('Answer published; the asker has been told.').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The investor sees the answer on the business page (loaded afresh) and the notification in the header.
    await investor.page.reload();
    await untilInteractive(investor.page);
    await investor.page.getByText(answer).first().waitFor();
    await investor.page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await investor.page
      .getByText(/^Your question about Saigon Bean Roastery.* has an answer$/)
      .first()
      .waitFor(SETTLE);

    expect(operator.problems).toEqual([]);
    expect(investor.problems).toEqual([]);
    await operator.context.close();
    await investor.context.close();
  }, 180_000);
});
