import type { AdminInvestorList, AdminQuestion, AdminQuestionList } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

// The console's chunks load on first visit: load them once up front.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('@/app/routes/admin-questions'),
    import('@/app/routes/admin-project-investors'),
  ]);
}, 60_000);

let token: string;
beforeEach(() => {
  resetSession();
  const operator = makeUser({ role: 'admin', email: 'op@example.com' });
  token = signInAs(operator);
  serveUser(operator);
});

const question: AdminQuestion = {
  id: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
  project_id: 'saigon-bean-roastery',
  project_name: 'Saigon Bean Roastery',
  author: 'Linh T.',
  author_email: 'linh@example.com',
  language: 'en',
  question: 'When do the first payouts start?',
  answer: null,
  asked_at: '2026-11-20T10:00:00.000Z',
  answered_at: null,
  hidden_at: null,
};

describe('answering a question', () => {
  it('keeps what was typed after an error, then publishes the answer', async () => {
    let answered = false;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/questions', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter');
        const list: AdminQuestionList =
          filter === 'unanswered' && !answered ? { questions: [question], total: 1 } : { questions: [], total: 0 };
        return HttpResponse.json(list);
      }),
      http.post(`/api/v1/admin/questions/${question.id}/answer`, async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1) {
          return HttpResponse.json(
            { detail: 'Internal server error', code: 'INTERNAL', requestId: 'r1' },
            { status: 500 },
          );
        }
        answered = true;
        return HttpResponse.json({ ...question, answer: 'From March.', answered_at: new Date().toISOString() });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/questions');

    const row = (await screen.findByText('When do the first payouts start?')).closest('tr')!;
    expect(within(row).getAllByText('Saigon Bean Roastery')[0]).toBeInTheDocument();
    await user.click(within(row).getAllByRole('button', { name: 'Answer' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
    const field = within(dialog).getByLabelText('Your answer');
    // An empty answer is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Publish answer' }));
    expect(await within(dialog).findByText('Please write an answer')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(field, 'From March.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish answer' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('From March.');

    // Closing and opening again keeps the draft too.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(row).getAllByRole('button', { name: 'Answer' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Answer the question' });
    expect(within(again).getByLabelText('Your answer')).toHaveValue('From March.');

    await user.click(within(again).getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByText('Answer published; the asker has been told.')).toBeInTheDocument();
    expect(sent).toEqual([{ answer: 'From March.' }, { answer: 'From March.' }]);
    await waitFor(() => expect(screen.queryByText('When do the first payouts start?')).not.toBeInTheDocument());
    expect(screen.getByText('No question is waiting for an answer.')).toBeInTheDocument();
  });

  it('asks before hiding a question', async () => {
    let hidden = 0;
    server.use(
      http.get('/api/v1/admin/questions', () => HttpResponse.json({ questions: [question], total: 1 })),
      http.post(`/api/v1/admin/questions/${question.id}/hide`, () => {
        hidden += 1;
        return HttpResponse.json({ ...question, hidden_at: new Date().toISOString() });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/questions');
    const row = (await screen.findByText('When do the first payouts start?')).closest('tr')!;
    await user.click(within(row).getAllByRole('button', { name: 'Hide' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Hide this question?' });
    expect(hidden).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hide question' }));
    expect(await screen.findByText('Question hidden.')).toBeInTheDocument();
    expect(hidden).toBe(1);
  });
});

describe('the investors list', () => {
  const list: AdminInvestorList = {
    project_id: 'saigon-bean-roastery',
    project_name: 'Saigon Bean Roastery',
    total: 1,
    investors: [
      {
        payment_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        user_id: 'u2',
        name: 'Linh Tran',
        email: 'linh@example.com',
        currency: 'USD',
        amount: 1500,
        service_fee: 75,
        card_fee: 37.5,
        total: 1612.5,
        status: 'succeeded',
        created_at: '2026-11-20T10:00:00.000Z',
        paid_at: '2026-11-20T10:05:00.000Z',
      },
    ],
  };
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:investors');
  const revokeObjectURL = vi.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    createObjectURL.mockClear();
  });

  it('shows each payment and downloads the CSV with the session, in the list’s order', async () => {
    const seen: { authorization: string | null; url: string }[] = [];
    server.use(
      http.get('/api/v1/admin/projects/saigon-bean-roastery/investors', () => HttpResponse.json(list)),
      http.get('/api/v1/admin/projects/saigon-bean-roastery/investors.csv', ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), url: request.url });
        return new HttpResponse('\uFEFFpayment_id,name\r\na1,Linh Tran\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/saigon-bean-roastery/investors');

    expect(await screen.findByRole('heading', { name: 'Investors in Saigon Bean Roastery' })).toBeInTheDocument();
    const row = screen.getByText('Linh Tran').closest('tr')!;
    expect(within(row).getByText('linh@example.com')).toBeInTheDocument();
    expect(within(row).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(row).getByText('$1,612.50')).toBeInTheDocument();
    expect(within(row).getAllByText('Succeeded')[0]).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Amount' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe(`Bearer ${token}`);
    expect(new URL(seen[0]!.url).search).toBe('?sort=amount&order=asc');
    expect(clicked[0]!.download).toBe('investors-saigon-bean-roastery.csv');
    expect(clicked[0]!.href).toBe('blob:investors');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain('a1,Linh Tran');
  });

  it('says so when the download fails', async () => {
    server.use(
      http.get('/api/v1/admin/projects/saigon-bean-roastery/investors', () => HttpResponse.json(list)),
      http.get('/api/v1/admin/projects/saigon-bean-roastery/investors.csv', () =>
        HttpResponse.json({ detail: 'Internal server error', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/saigon-bean-roastery/investors');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
