import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useQuizStore } from '@/features/quiz/hooks/quiz-store';
import { shuffleOptions } from '@/features/quiz/utils/option-order';
import { useSession } from '@/lib/session';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { makeQuiz, resetQuizProgress, serveQuiz, serveUser } from './onboarding';
import { renderApp } from './render';

const newcomer = makeUser({ onboarding_status: 'not_passed', investor_type: null });

// The routes load lazily: load their code once up front, so no test waits on it.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/quiz'),
    import('@/app/routes/quiz-profile'),
    import('@/app/routes/quiz-questions'),
    import('@/app/routes/quiz-consent'),
    import('@/app/routes/quiz-done'),
  ]);
}, 60_000);

beforeEach(() => {
  resetSession();
  resetQuizProgress();
});

function start(user = newcomer, url = '/quiz') {
  signInAs(user);
  serveUser(user);
  return renderApp(url);
}

async function answerAllCorrectly(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'I could lose all of it if the business fails' }));
  await user.click(screen.getByRole('button', { name: 'Check answer' }));
  await user.click(await screen.findByRole('radio', { name: 'Usually not: the money is tied up' }));
  await user.click(screen.getByRole('button', { name: 'Check answer' }));
}

async function fillFinances(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Net annual income'), '40000');
  await user.type(screen.getByLabelText('Liquid assets'), '25000');
  await user.type(screen.getByLabelText('Annual financial commitments'), '15000');
}

describe('risk quiz', () => {
  it('welcomes the investor, explains why, and starts with the profile step', async () => {
    const { router } = start();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you invest: a short risk quiz' }),
    ).toBeVisible();
    expect(screen.getByText('Why we ask')).toBeInTheDocument();
    expect(screen.getByText('About 5 minutes')).toBeInTheDocument();
    expect(within(screen.getByTestId('quiz-steps')).getAllByRole('listitem')).toHaveLength(5);
    serveQuiz();
    await userEvent.click(screen.getByRole('link', { name: 'Start the quiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your investor profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/profile');
  });

  it('sends a later step back to the first one not done', async () => {
    serveQuiz();
    const { router } = start(newcomer, '/quiz/consent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your investor profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/profile');
  });

  it('asks to choose a profile before going on', async () => {
    serveQuiz();
    start(newcomer, '/quiz/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose your investor profile.');
  });

  it('needs the required number of sophisticated criteria, and explains the two-year renewal', async () => {
    serveQuiz(makeQuiz({ criteria_required: 2 }));
    const { router } = start(newcomer, '/quiz/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Sophisticated investor/ }));
    expect(screen.getByText('Tick at least two statements that are true for you.')).toBeInTheDocument();
    expect(
      screen.getByText("We store your declaration with today's date and ask you to confirm it again after two years."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'My annual income is €60,000 or more' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please tick at least two statements that are true for you',
    );
    expect(router.state.location.pathname).toBe('/quiz/profile');
    await user.click(screen.getByRole('checkbox', { name: 'I make 10 or more investment transactions per quarter' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/questions'));
    expect(useQuizStore.getState().criteria).toEqual(['income_or_portfolio', 'frequent_transactions']);
  });

  it('says "at least one" by default', async () => {
    serveQuiz();
    start(newcomer, '/quiz/profile');
    await userEvent.click(await screen.findByRole('radio', { name: /Sophisticated investor/ }));
    expect(screen.getByText('Tick at least one statement that is true for you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please tick at least one statement that is true for you',
    );
  });

  it('shows the retry message for a wrong answer and lets the investor pick again', async () => {
    const checks = serveQuiz();
    useQuizStore.setState({ userId: newcomer.id, investorType: 'non_sophisticated_investor', profileDone: true });
    start(newcomer, '/quiz/questions');
    const user = userEvent.setup();
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'It is protected by a deposit guarantee' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect answer. Please try again.');
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'I could lose all of it if the business fails' }));
    expect(screen.queryByText('Incorrect answer. Please try again.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Correct! On to the next one.')).toBeInTheDocument();
    expect(checks).toEqual([
      { question_id: 'loss', option_id: 'guaranteed' },
      { question_id: 'loss', option_id: 'lose_all' },
    ]);
  });

  it('orders the options for each attempt: the same while it lasts, another one after a reset', async () => {
    serveQuiz();
    const quiz = makeQuiz();
    const serverOrder = quiz.questions[0]!.options.map((option) => option.text);
    const orderOf = (seed: number) => shuffleOptions(quiz.questions[0]!.options, seed, 'loss').map((o) => o.text);
    // Two attempts whose orders differ, one of them not the server's.
    const seeds = Array.from({ length: 64 }, (_, seed) => seed);
    const swapped = seeds.find((seed) => orderOf(seed).join() !== serverOrder.join())!;
    const kept = seeds.find((seed) => orderOf(seed).join() === serverOrder.join())!;
    const radioNames = async () =>
      (await screen.findAllByRole('radio')).map((radio) => radio.closest('label')!.textContent);

    useQuizStore.setState({
      userId: newcomer.id,
      investorType: 'non_sophisticated_investor',
      profileDone: true,
      optionSeed: swapped,
    });
    const first = start(newcomer, '/quiz/questions');
    expect(await radioNames()).toEqual(orderOf(swapped));
    first.unmount();
    // A reload keeps the attempt and its order.
    start(newcomer, '/quiz/questions').unmount();
    expect(useQuizStore.getState().optionSeed).toBe(swapped);

    useQuizStore.getState().reset(newcomer.id);
    expect(useQuizStore.getState().optionSeed).not.toBe(swapped);
    useQuizStore.setState({ investorType: 'non_sophisticated_investor', profileDone: true, optionSeed: kept });
    start(newcomer, '/quiz/questions');
    expect(await radioNames()).toEqual(serverOrder);
  });

  it('works out the loss-bearing estimate as the investor types', async () => {
    serveQuiz();
    useQuizStore.setState({
      userId: newcomer.id,
      investorType: 'non_sophisticated_investor',
      profileDone: true,
      answers: { loss: 'lose_all', liquidity: 'locked' },
      questionIndex: 2,
      questionCount: 2,
      questionsDone: true,
    });
    start(newcomer, '/quiz/questions');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'What could you afford to lose?' })).toBeVisible();
    await fillFinances(user);
    const estimate = screen.getByTestId('loss-estimate');
    // 40,000 + 25,000 − 15,000 = 50,000; 10 % of it; 10 % of liquid assets, the lower of the two.
    expect(estimate).toHaveTextContent('$50,000');
    expect(estimate).toHaveTextContent('You could afford to lose 10% of it$5,000');
    // The one limit, in the payment page's words.
    expect(screen.getByTestId('advised-max')).toHaveTextContent(
      'Your advised maximum per investment10% of your liquid assets, and never more than you could afford to lose.$2,500',
    );
    expect(estimate).toHaveTextContent('We advise you to invest no more than 10% of your liquid assets.');
    await user.clear(screen.getByLabelText('Liquid assets'));
    await user.type(screen.getByLabelText('Liquid assets'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter an amount in numbers, for example 25000 or 25000.50.')).toBeVisible();
  });

  it('needs consent, submits everything, lands on done with the investor type, and retakes', async () => {
    serveQuiz();
    let submitted: unknown;
    const passed = makeUser({ onboarding_status: 'passed', investor_type: 'non_sophisticated_investor' });
    server.use(
      http.post('/api/v1/onboarding/quiz/submit', async ({ request }) => {
        submitted = await request.json();
        return HttpResponse.json({
          user: passed,
          loss_bearing: { capacity: 50000, affordable_loss: 5000, advised_max_investment: 2500, currency: 'USD' },
        });
      }),
      http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
    );
    const { router } = start(newcomer, '/quiz/profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Non-sophisticated investor/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await answerAllCorrectly(user);
    await fillFinances(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Understand the risks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Read the full risk warning/ })).toHaveAttribute('href', '/risk-warning');
    await user.click(screen.getByRole('button', { name: 'Confirm and finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you understand the risks');
    expect(submitted).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: /I understand that I could lose all the money I invest/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and finish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You passed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/done');
    expect(submitted).toEqual({
      investor_type: 'non_sophisticated_investor',
      criteria: [],
      answers: [
        { question_id: 'loss', option_id: 'lose_all' },
        { question_id: 'liquidity', option_id: 'locked' },
      ],
      finances: { net_annual_income: 40000, liquid_assets: 25000, annual_commitments: 15000 },
      consent: true,
    });
    expect(screen.getByText('Non-sophisticated investor')).toBeInTheDocument();
    expect(screen.getByText('$5,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/verification');
    expect(useSession.getState().user?.onboarding_status).toBe('passed');

    server.use(http.post('/api/v1/onboarding/quiz/retake', () => HttpResponse.json(newcomer)));
    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you invest: a short risk quiz' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/quiz');
    expect(useSession.getState().user?.onboarding_status).toBe('not_passed');
    expect(useQuizStore.getState().profileDone).toBe(false);
  }, 20_000);

  it('keeps the answers when the investor leaves mid-quiz, and picks up at the same question', async () => {
    serveQuiz();
    useQuizStore.setState({
      userId: newcomer.id,
      investorType: 'non_sophisticated_investor',
      profileDone: true,
      answers: { loss: 'lose_all' },
      questionIndex: 1,
      questionCount: 2,
    });
    // Sent back to the quiz's start (spec §2) after leaving for another page.
    start(newcomer, '/quiz');
    const resume = await screen.findByTestId('quiz-resume');
    expect(resume).toHaveTextContent('Your answers are saved');
    expect(resume).toHaveTextContent('You stopped at question 2 of 2.');
    await userEvent.click(within(resume).getByRole('link', { name: 'Continue where you left off' }));
    expect(await screen.findByText('Question 2 of 2')).toBeVisible();
    expect(useQuizStore.getState().answers).toEqual({ loss: 'lose_all' });
  });

  it('keeps what was typed in the estimate when the investor leaves before Continue', async () => {
    serveQuiz();
    useQuizStore.setState({
      userId: newcomer.id,
      investorType: 'non_sophisticated_investor',
      profileDone: true,
      answers: { loss: 'lose_all', liquidity: 'locked' },
      questionIndex: 2,
      questionCount: 2,
      questionsDone: true,
    });
    const first = start(newcomer, '/quiz/questions');
    await userEvent.type(await screen.findByLabelText('Net annual income'), '40000');
    first.unmount();
    start(newcomer, '/quiz');
    expect(await screen.findByTestId('quiz-resume')).toHaveTextContent(
      'You answered every question; the estimate of what you could afford to lose is next.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Continue where you left off' }));
    expect(await screen.findByLabelText('Net annual income')).toHaveValue('40000');
  });

  it('starts again from the welcome page when asked', async () => {
    serveQuiz();
    useQuizStore.setState({ userId: newcomer.id, investorType: 'sophisticated_investor', profileDone: true });
    start(newcomer, '/quiz');
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.queryByTestId('quiz-resume')).not.toBeInTheDocument();
    expect(useQuizStore.getState().profileDone).toBe(false);
  });

  it('keeps the progress in sessionStorage across a reload', async () => {
    serveQuiz();
    start(newcomer, '/quiz/profile');
    await userEvent.click(await screen.findByRole('radio', { name: /Non-sophisticated investor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Question 1 of 2');
    const saved = JSON.parse(window.sessionStorage.getItem('grove.quiz') ?? '{}') as {
      state?: { profileDone?: boolean };
    };
    expect(saved.state?.profileDone).toBe(true);
  });

  it('shows the done step to a user who passed earlier, without the estimate', async () => {
    start(makeUser({ onboarding_status: 'passed', investor_type: 'sophisticated_investor' }), '/quiz/done');
    expect(await screen.findByRole('heading', { level: 1, name: 'You passed' })).toBeInTheDocument();
    expect(screen.getByText('Sophisticated investor')).toBeInTheDocument();
  });
});
