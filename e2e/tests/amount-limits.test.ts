import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { acknowledgeKiisIfAsked, readyAccount } from '../support/flows.js';
import { useBrowser } from '../support/page.js';

const browser = useBrowser();
const BUSINESS = 'saigon-bean-roastery';

describe('the amount and the advised maximum, on a desktop in English', () => {
  it('starts empty, keeps the quick amounts within the advice, and asks to confirm how far above it', async () => {
    // The journeys' quiz: 10 % of $20,000 liquid assets, below the $4,000 one could afford to lose.
    const { token } = await readyAccount(browser.baseUrl, 'journey-advised');
    const { page, context, problems } = await browser.open(`/business/${BUSINESS}/payment`, { token });
    const amount = page.getByLabel('Investment amount', { exact: true });
    await amount.waitFor();
    expect(await amount.inputValue()).toBe('');
    const limit = page.getByTestId('advised-limit');
    await limit.getByText('Your advised maximum per investment').waitFor();
    expect(await limit.textContent()).toContain('$2,000');
    const quick = await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button').allTextContents();
    expect(quick).toEqual(['$150', '$300', '$750', '$1,950']);

    await amount.fill('15000');
    await page.getByTestId('advised-ratio').getByText('$15,000 is 7.5 × your advised maximum of $2,000.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await acknowledgeKiisIfAsked(page);
    await page.getByRole('checkbox', { name: /I have read the risk warning/ }).check();
    await page.getByRole('button', { name: 'Confirm investment' }).click();
    await page.getByText('Please confirm the risk of this larger investment to continue.').waitFor();
    await page
      .getByRole('checkbox', {
        name: 'I confirm that I want to invest $15,000, 7.5 × my advised maximum of $2,000, and that I could lose all of it.',
      })
      .check();
    await page.getByRole('button', { name: 'Confirm investment' }).click();
    await page.waitForURL('**/payment/secure?paymentId=*');
    expect(problems).toEqual([]);
    await context.close();
  });
});
