import type { Quiz, User } from '@grove/contracts';
import { http, HttpResponse } from 'msw';
import { useQuizStore } from '@/features/quiz/hooks/quiz-store';
import { makeUser } from './account';
import { server } from './msw';

/** GET /users/me answers this user (the root fetches it whenever a token is stored). */
export function serveUser(user: User = makeUser()) {
  server.use(http.get('/api/v1/users/me', () => HttpResponse.json(user)));
}

/** A short quiz: two questions, the four criteria, one criterion required unless told. */
export function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    questions: [
      {
        id: 'loss',
        text: 'What can happen to the money you invest in a business on Grove?',
        options: [
          { id: 'guaranteed', text: 'It is protected by a deposit guarantee' },
          { id: 'lose_all', text: 'I could lose all of it if the business fails' },
        ],
      },
      {
        id: 'liquidity',
        text: 'Can you sell your investment before the end of its term?',
        options: [
          { id: 'exchange', text: 'Yes, on an exchange at any time' },
          { id: 'locked', text: 'Usually not: the money is tied up' },
        ],
      },
    ],
    criteria: [
      { id: 'income_or_portfolio', text: 'My annual income is €60,000 or more' },
      { id: 'professional_experience', text: 'I have at least one year of professional experience in finance' },
      { id: 'executive_role', text: 'I hold an executive role in a large company' },
      { id: 'frequent_transactions', text: 'I make 10 or more investment transactions per quarter' },
    ],
    criteria_required: 1,
    currency: 'USD',
    advised_share_bp: 1000,
    ...overrides,
  };
}

export const RIGHT_ANSWERS: Readonly<Record<string, string>> = { loss: 'lose_all', liquidity: 'locked' };

/** GET /onboarding/quiz and POST /onboarding/quiz/check, as the server answers them. */
export function serveQuiz(quiz: Quiz = makeQuiz()) {
  const checks: unknown[] = [];
  server.use(
    http.get('/api/v1/onboarding/quiz', () => HttpResponse.json(quiz)),
    http.post('/api/v1/onboarding/quiz/check', async ({ request }) => {
      const body = (await request.json()) as { question_id: string; option_id: string };
      checks.push(body);
      return HttpResponse.json({ correct: RIGHT_ANSWERS[body.question_id] === body.option_id });
    }),
  );
  return checks;
}

/** Nothing left of an earlier test's quiz progress. */
export function resetQuizProgress() {
  window.sessionStorage.clear();
  useQuizStore.getState().reset(null);
}
