import type { Page } from 'playwright-core';

export const PASSWORD = 'journey-pass-123';

/** Statuses arrive by webhook through the job worker: allow a few of its rounds. */
export const SETTLE = { timeout: 20_000 };

let counter = 0;
/** A fresh address per journey, so journeys can share one server. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUpInBrowser(page: Page, email: string, path = '/signup'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInInBrowser(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/**
 * Signs a new investor up in the browser with a fresh address (`prefix`), asking to go on to
 * `redirectTo`; a new investor is sent to the risk quiz first, where this waits. Returns the address.
 */
export async function signUpToQuiz(page: Page, prefix: string, redirectTo: string): Promise<string> {
  const email = freshEmail(prefix);
  await signUpInBrowser(page, email, `/signup?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.waitForURL('**/quiz');
  return email;
}

/** From the quiz's start page: the investor profile (non-sophisticated), then on to the questions. */
export async function startQuiz(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Start the quiz' })
    .or(page.getByRole('link', { name: 'Start the quiz' }))
    .click();
  await page.waitForURL('**/quiz/profile');
  // The radio inputs sit inside large cards (the input itself is visually hidden).
  await page.getByRole('radio', { name: /Non-sophisticated investor/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/quiz/questions');
}

/** Waits for the verification form and fills it in as the journeys' investor, Linh Tran. */
export async function fillVerificationForm(page: Page): Promise<void> {
  await page.waitForURL('**/verification');
  await page.getByLabel('First name').fill('Linh');
  await page.getByLabel('Last name').fill('Tran');
  await page.getByLabel('Date of birth').fill('19900115');
}

/** The filled verification form sent on to the sandbox provider, whose page offers the outcomes. */
export async function continueToSandboxVerification(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to verification' }).click();
  await page.waitForURL('**/sandbox/kyc/**');
}

/**
 * On the sandbox provider's page: "Verification passed", back to Grove, which says the identity
 * is verified (within `wait`, Playwright's default timeout if not given).
 */
export async function passSandboxVerification(page: Page, wait: { timeout?: number } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Verification passed' }).click();
  await page.waitForURL('**/verification/status/return');
  await page.getByRole('heading', { name: 'Your identity is verified' }).first().waitFor(wait);
}

/** The verification form (the page is on it or on its way there), then the sandbox provider's "passed". */
export async function verifyIdentity(page: Page, wait: { timeout?: number } = {}): Promise<void> {
  await fillVerificationForm(page);
  await continueToSandboxVerification(page);
  await passSandboxVerification(page, wait);
}

/** The sandbox checkout's test cards, by what they do. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
} as const;

/**
 * The business's key investment information sheet on the payment page, acknowledged when it is
 * asked for (before the investor's first investment in the business, and after a new version).
 */
export async function acknowledgeKiisIfAsked(page: Page): Promise<void> {
  const kiis = page.getByTestId('kiis-ack');
  if (await kiis.isVisible()) await kiis.check();
}

/**
 * The payment page of `business`: the amount, the key information sheet (when asked), the risk
 * disclosure, Confirm; lands on the secure page. With `limits`, the text showing the ticket's
 * limits is waited for once the amount is in.
 */
export async function confirmAmount(
  page: Page,
  business: string,
  amount: string,
  options: { limits?: RegExp } = {},
): Promise<void> {
  await page.goto(`/business/${business}/payment`);
  await page.getByLabel('Investment amount', { exact: true }).fill(amount);
  if (options.limits) await page.getByText(options.limits).waitFor();
  await acknowledgeKiisIfAsked(page);
  await page.getByRole('checkbox', { name: /I have read the risk warning/ }).check();
  await page.getByRole('button', { name: 'Confirm investment' }).click();
  await page.waitForURL('**/payment/secure?paymentId=*');
}

/** From the secure page: Continue to the sandbox checkout, its card form filled with `card`, and Pay. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/sandbox/payments/checkout/**');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Linh Tran');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** From the secure page: the card that succeeds, then the progress page until the payment has succeeded. */
export async function completeCardPayment(page: Page): Promise<void> {
  await payWithCard(page, CARDS.succeeds);
  await page.waitForURL('**/payment/progress?**');
  await page.getByTestId('payment-success').waitFor(SETTLE);
}

/** `amount` invested in `business` by the card that succeeds, until the payment has succeeded. */
export async function investByCard(page: Page, business: string, amount: string): Promise<void> {
  await confirmAmount(page, business, amount);
  await completeCardPayment(page);
}

/**
 * The latest recovery code e-mailed to an address, read from the local outbox's API. E-mails go
 * out through the job worker, which is busy for a few seconds after the server starts: within SETTLE.
 */
export async function recoveryCodeFor(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < SETTLE.timeout / 100; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
    const code = messages.find((m) => /recovery code/i.test(m.subject))?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no recovery code for ${email}`);
}

interface QuizQuestion {
  id: string;
  options: { id: string }[];
}

const quizHeaders = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** The quiz's questions and their options, as the API gives them to the account of `token`. */
async function quizQuestions(baseUrl: string, token: string): Promise<QuizQuestion[]> {
  const response = await fetch(`${baseUrl}/api/v1/onboarding/quiz?lang=en`, { headers: quizHeaders(token) });
  return ((await response.json()) as { questions: QuizQuestion[] }).questions;
}

/** Whether an option is the right answer to its question, as the quiz's check says. */
async function isRightOption(baseUrl: string, token: string, questionId: string, optionId: string): Promise<boolean> {
  const check = await fetch(`${baseUrl}/api/v1/onboarding/quiz/check`, {
    method: 'POST',
    headers: quizHeaders(token),
    body: JSON.stringify({ question_id: questionId, option_id: optionId }),
  });
  return ((await check.json()) as { correct: boolean }).correct;
}

/**
 * The right option of each quiz question, found through the API the way a person could (one
 * after the other). Keyed by the question's option ids in any order (`quizKey`), which is what
 * a page shows of a question: its options' ids, in the order of the attempt.
 */
export async function rightOptions(baseUrl: string, token: string): Promise<Map<string, string>> {
  const right = new Map<string, string>();
  for (const question of await quizQuestions(baseUrl, token)) {
    for (const option of question.options) {
      if (await isRightOption(baseUrl, token, question.id, option.id)) {
        right.set(quizKey(question.options.map((o) => o.id)), option.id);
      }
    }
  }
  return right;
}

/** A question by its options' ids, whatever their order. */
export const quizKey = (optionIds: readonly string[]) => [...optionIds].sort().join('|');

/**
 * Completes the risk quiz through the API, finding each right answer the way a
 * person could (check one option after the other), for journeys about other things.
 */
export async function passQuizByApi(baseUrl: string, token: string): Promise<void> {
  const answers: { question_id: string; option_id: string }[] = [];
  for (const question of await quizQuestions(baseUrl, token)) {
    for (const option of question.options) {
      if (await isRightOption(baseUrl, token, question.id, option.id)) {
        answers.push({ question_id: question.id, option_id: option.id });
        break;
      }
    }
  }
  const submitted = await fetch(`${baseUrl}/api/v1/onboarding/quiz/submit`, {
    method: 'POST',
    headers: quizHeaders(token),
    body: JSON.stringify({
      investor_type: 'non_sophisticated_investor',
      criteria: [],
      answers,
      finances: { net_annual_income: 30_000, liquid_assets: 20_000, annual_commitments: 10_000 },
      consent: true,
    }),
  });
  if (!submitted.ok) throw new Error(`quiz submit answered ${submitted.status}`);
}

/** An account that has passed the quiz, created through the API. */
export async function readyAccount(baseUrl: string, prefix: string): Promise<{ email: string; token: string }> {
  const email = freshEmail(prefix);
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  await passQuizByApi(baseUrl, token);
  return { email, token };
}
