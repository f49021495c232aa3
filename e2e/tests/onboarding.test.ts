import { describe, expect, it } from 'vitest';
import {
  continueToSandboxVerification,
  fillVerificationForm,
  passSandboxVerification,
  quizKey,
  rightOptions,
  signUpToQuiz,
  startQuiz,
  storedToken,
} from '../support/flows.js';
import { useBrowser } from '../support/page.js';

const browser = useBrowser();

describe('onboarding', () => {
  it('takes a new investor through the quiz and identity verification', async () => {
    const { page, context, problems } = await browser.open('/');

    // 1. Sign up and get redirected to the quiz; the investor profile.
    await signUpToQuiz(page, 'journey-onboarding', '/portfolio');
    await startQuiz(page);

    // 2. Questions, their options in this attempt's own order: a wrong answer first, then the right ones.
    const right = await rightOptions(browser.baseUrl, (await storedToken(page))!);
    const counter = page.getByText(/^Question \d+ of \d+$/);
    const estimate = page.getByLabel('Net annual income');
    const checkAnswer = page.getByRole('button', { name: 'Check answer' });
    const shown = async () => {
      await page.getByRole('radio').first().waitFor();
      return page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    };
    const choose = (id: string) => page.locator(`input[type=radio][value="${id}"]`).check();
    const first = await shown();
    await choose(first.find((id) => id !== right.get(quizKey(first)))!);
    await checkAnswer.click();
    await page.getByText('Incorrect answer. Please try again.').waitFor();
    while (!(await estimate.isVisible())) {
      const before = await counter.textContent();
      await choose(right.get(quizKey(await shown()))!);
      await checkAnswer.click();
      await expect
        .poll(async () => (await estimate.isVisible()) || (await counter.textContent().catch(() => before)) !== before)
        .toBe(true);
    }

    // The loss-bearing estimate.
    await page.getByLabel('Net annual income').fill('40000');
    await page.getByLabel('Liquid assets').fill('25000');
    await page.getByLabel('Annual financial commitments').fill('15000');
    await page.getByText('Loss-bearing capacity').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. Consent must be ticked; then done, with the investor type.
    await page.waitForURL('**/quiz/consent');
    await page.getByRole('button', { name: 'Confirm and finish' }).click();
    await page.getByText('Please confirm that you understand the risks').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm and finish' }).click();
    await page.waitForURL('**/quiz/done');
    await page.getByRole('heading', { level: 1, name: 'You passed' }).waitFor();
    await page.getByText('Non-sophisticated investor').first().waitFor();

    await page.goto('/profile');
    await page.getByText('Non-sophisticated investor').first().waitFor();
    await page.getByText('Not verified').first().waitFor();

    // 4. Verify in the sandbox with a failure: the failure modal offers reupload.
    await page.goto('/verification');
    await fillVerificationForm(page);
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1990-01-15');
    await continueToSandboxVerification(page);
    await page.getByRole('button', { name: 'Fail: blurry or cropped image' }).click();
    await page.waitForURL('**/verification/status/return');
    const modal = page.getByRole('dialog', { name: 'Verification Failed' });
    await modal.waitFor();
    await modal.getByText("We couldn't verify your identity. Please reupload your documents to continue.").waitFor();
    await modal.getByRole('button', { name: 'Reupload documents' }).click();

    // 5. Pass the verification: the badge shows verified and the notification appears.
    await page.waitForURL('**/sandbox/kyc/**');
    await passSandboxVerification(page);

    await page.goto('/profile');
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page.goto('/businesses');
    const bell = page.getByTestId('notifications-button');
    await bell.waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/unread/i);
    await bell.click();
    await page.getByText('Your identity is verified').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
