import type { Page } from 'playwright-core';

export const PASSWORD = 'journey-pass-123';

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

/** The latest recovery code e-mailed to an address, read from the local outbox's API. */
export async function recoveryCodeFor(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
    const code = messages.find((m) => /recovery code/i.test(m.subject))?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no recovery code for ${email}`);
}

/**
 * The right option of each quiz question, found through the API the way a person could (one
 * after the other). Keyed by the question's option ids in any order (`quizKey`), which is what
 * a page shows of a question: its options' ids, in the order of the attempt.
 */
export async function rightOptions(baseUrl: string, token: string): Promise<Map<string, string>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const quiz = (await (await fetch(`${baseUrl}/api/v1/onboarding/quiz?lang=en`, { headers })).json()) as {
    questions: { id: string; options: { id: string }[] }[];
  };
  const right = new Map<string, string>();
  for (const question of quiz.questions) {
    for (const option of question.options) {
      const check = await fetch(`${baseUrl}/api/v1/onboarding/quiz/check`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ question_id: question.id, option_id: option.id }),
      });
      if (((await check.json()) as { correct: boolean }).correct) {
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
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const quiz = (await (await fetch(`${baseUrl}/api/v1/onboarding/quiz?lang=en`, { headers })).json()) as {
    questions: { id: string; options: { id: string }[] }[];
  };
  const answers: { question_id: string; option_id: string }[] = [];
  for (const question of quiz.questions) {
    for (const option of question.options) {
      const check = await fetch(`${baseUrl}/api/v1/onboarding/quiz/check`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ question_id: question.id, option_id: option.id }),
      });
      if (((await check.json()) as { correct: boolean }).correct) {
        answers.push({ question_id: question.id, option_id: option.id });
        break;
      }
    }
  }
  const submitted = await fetch(`${baseUrl}/api/v1/onboarding/quiz/submit`, {
    method: 'POST',
    headers,
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
