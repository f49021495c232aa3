import type { AdminProject, AdminProjectList, AdminProjectRow } from '@grove/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeUser, resetSession, signInAs } from './account';
import { makeAdminKiis, makeKiisSheet } from './kiis-fixtures';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('@/app/routes/admin-projects'),
    import('@/app/routes/admin-project-edit'),
  ]);
}, 60_000);

beforeEach(() => {
  resetSession();
  const operator = makeUser({ role: 'admin', email: 'op@example.com' });
  signInAs(operator);
  serveUser(operator);
});

const row = (overrides: Partial<AdminProjectRow> = {}): AdminProjectRow => ({
  id: 'green-farm',
  name: 'Green Farm',
  status: 'fundraising',
  currency: 'USD',
  target: 10_000,
  raised: 4_000,
  disbursed: 0,
  paid_out: 0,
  funding_end: '2026-12-31T12:00:00.000Z',
  unanswered_questions: 2,
  updated_at: '2026-06-01T12:00:00.000Z',
  ...overrides,
});

const text = (en: string, vi = '', ru = '') => ({ en, vi, ru });
const project = (overrides: Partial<AdminProject> = {}): AdminProject => ({
  id: 'green-farm',
  status: 'draft',
  published_at: null,
  opens_at: null,
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
  raised: 0,
  name: text('Green Farm', 'Nông trại Xanh', 'Зелёная ферма'),
  description: text('Organic vegetables', 'Rau hữu cơ'),
  about: text('About the farm', 'Về nông trại', 'О ферме'),
  location: text('Da Lat', 'Đà Lạt', 'Далат'),
  legal: text('Green Farm LLC', 'Green Farm LLC', 'Green Farm LLC'),
  payout_format: text('Quarterly', 'Hàng quý', 'Ежеквартально'),
  investment_structure: text('Revenue share', 'Chia doanh thu', 'Доля выручки'),
  category: 'agriculture',
  featured: false,
  currency: 'USD',
  target: 10_000,
  min_raise: null,
  ticket_min: 100,
  ticket_max: 5_000,
  ticket_step: 100,
  funding_start: null,
  funding_end: '2026-12-31T12:00:00.000Z',
  expected_return: 12.5,
  annual_yield: 9,
  investment_term_months: 24,
  video_url: '',
  video: null,
  team: [],
  faq: [],
  forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
  media: [],
  documents: [],
  ...overrides,
});

describe('console businesses list', () => {
  it('shows every business with raised against target and unanswered questions, and sends search, filter and sort', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/admin/projects', ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const body: AdminProjectList =
          params.get('q') === 'nothing'
            ? { projects: [], total: 0 }
            : {
                projects: [
                  row(),
                  row({ id: 'draft-cafe', name: 'Draft Cafe', status: 'draft', raised: 0 }),
                  row({
                    id: 'old-mill',
                    name: 'Old Mill',
                    status: 'payout',
                    raised: 10_000,
                    disbursed: 10_000,
                    paid_out: 2_500,
                  }),
                ],
                total: 3,
              };
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects');

    const table = await screen.findByRole('table', { name: 'Businesses' });
    expect(await within(table).findByRole('link', { name: 'Green Farm' })).toHaveAttribute(
      'href',
      '/admin/projects/green-farm',
    );
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText(/\$4,000/)).toBeInTheDocument();
    const green = within(table).getByRole('row', { name: /Green Farm/ });
    expect(within(green).getByText('2')).toBeInTheDocument();
    expect(green).not.toHaveTextContent(/Sent|Paid back/);
    // Once the raise was sent on and the business paid back, the row says how much.
    expect(within(table).getByRole('row', { name: /Old Mill/ })).toHaveTextContent(/Sent \$10,000\s*Paid back \$2,500/);

    await user.click(within(table).getByRole('button', { name: 'Sort by Deadline' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('deadline'));
    expect(queries.at(-1)?.get('direction')).toBe('asc');

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('draft'));

    await user.type(screen.getByRole('searchbox'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No business matches this search.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('nothing');
  });
});

describe('console key information sheet', () => {
  it('shows the newest draft with its key points and approves it with the facts hash reviewed', async () => {
    const draft = makeKiisSheet({ project_id: 'green-farm', version: 2, status: 'draft', approved_at: null });
    const view = makeAdminKiis(draft, 1);
    view.versions = [
      { ...view.versions[0]!, facts_hash: 'b'.repeat(64) },
      {
        version: 1,
        status: 'approved',
        facts_hash: 'a'.repeat(64),
        created_at: '2026-01-05T09:00:00.000Z',
        approved_at: '2026-01-05T10:00:00.000Z',
        approved_by: null,
      },
    ];
    const approvals: { url: string; body: unknown }[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.get('/api/v1/admin/projects/green-farm/kiis', () => HttpResponse.json(view)),
      http.post('/api/v1/admin/projects/green-farm/kiis/:version/approve', async ({ request }) => {
        approvals.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(
          makeAdminKiis({ ...draft, status: 'approved', approved_at: '2026-03-01T10:00:00.000Z' }, 2),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');
    const review = await screen.findByTestId('kiis-review');
    expect(await within(review).findByTestId('kiis-published')).toHaveTextContent('Investors see version 1.');
    expect(within(review).getByTestId('kiis-latest')).toHaveTextContent('Version 2 · draft');
    expect(within(review).getByTestId('kiis-key-points')).toHaveTextContent('Target$100,000.00');
    expect(within(review).getByTestId('kiis-versions')).toHaveTextContent('Version 1: approved on January 5, 2026');

    await user.click(within(review).getByRole('button', { name: 'Approve version 2' }));
    await waitFor(() => expect(within(review).getByTestId('kiis-latest')).toHaveTextContent('Version 2 · approved'));
    expect(approvals).toEqual([
      { url: '/api/v1/admin/projects/green-farm/kiis/2/approve', body: { facts_hash: 'b'.repeat(64) } },
    ]);
    expect(within(review).getByTestId('kiis-published')).toHaveTextContent('Investors see version 2.');
    expect(within(review).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('says that a business takes no money while no version is approved', async () => {
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.get('/api/v1/admin/projects/green-farm/kiis', () =>
        HttpResponse.json(
          makeAdminKiis(makeKiisSheet({ project_id: 'green-farm', status: 'draft', approved_at: null }), null),
        ),
      ),
    );
    renderApp('/admin/projects/green-farm');
    expect(await screen.findByTestId('kiis-published')).toHaveTextContent(
      "No version is approved yet: this business can't be published or take money until you approve one.",
    );
  });
});

describe('console business form', () => {
  it('marks the languages and fields whose translation is missing', async () => {
    server.use(http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())));
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    const languages = await screen.findByRole('group', { name: 'Language of the texts' });
    // Russian lacks the description; Vietnamese has every text.
    expect(within(languages).getByTestId('missing-count-ru')).toHaveTextContent('1');
    expect(within(languages).queryByTestId('missing-count-vi')).toBeNull();
    expect(screen.queryByTestId('missing-translation')).toBeNull();

    await user.click(within(languages).getByRole('button', { name: /Русский/ }));
    const description = screen.getByLabelText('Short description');
    expect(description.closest('div')?.parentElement).toHaveTextContent('Translation missing');
    await user.type(description, 'Органические овощи');
    await waitFor(() => expect(within(languages).queryByTestId('missing-count-ru')).toBeNull());
  });

  it('shows the server’s field-level errors and keeps what was typed', async () => {
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.patch('/api/v1/admin/projects/green-farm', () =>
        HttpResponse.json(
          {
            detail: 'The target cannot be below what is already committed (4000 USD)',
            code: 'VALIDATION_ERROR',
            requestId: 'r1',
            fields: [
              {
                path: 'target',
                message: 'The target cannot be below what is already committed (4000 USD)',
                code: 'VALIDATION_ERROR',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    const target = await screen.findByLabelText('Target');
    await user.clear(target);
    await user.type(target, '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('field-error')).toHaveTextContent('The target cannot be below what is already committed');
    expect(screen.getByLabelText('Target')).toHaveValue('6000');
    expect(screen.getByLabelText('Target')).toHaveAttribute('aria-invalid', 'true');

    // The schema's own check runs before anything is sent.
    await user.clear(screen.getByLabelText('Target'));
    await user.type(screen.getByLabelText('Target'), '100.555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an amount in USD, with no more decimals than it has')).toBeInTheDocument();
    expect(screen.getByLabelText('Target')).toHaveValue('100.555');
  });

  it('takes a minimum to succeed beside the target, checks it, and sends it', async () => {
    const sent: Record<string, unknown>[] = [];
    let answer: 'ok' | 'refuse' = 'refuse';
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project({ min_raise: null }))),
      http.patch('/api/v1/admin/projects/green-farm', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (answer === 'refuse') {
          const message = 'This raise closed with 4000 USD: its minimum to succeed cannot be above that';
          return HttpResponse.json(
            {
              detail: message,
              code: 'VALIDATION_ERROR',
              fields: [{ path: 'min_raise', message, code: 'VALIDATION_ERROR' }],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(project({ min_raise: Number(body.min_raise) }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    // Optional and empty: the target is the minimum. The help says what it does.
    const minimum = await screen.findByLabelText('Minimum to succeed (optional)');
    expect(minimum).toHaveValue('');
    expect(minimum.closest('div')).toHaveTextContent(
      'All or nothing: below this the raise refunds everyone. Leave empty to use the target.',
    );

    // The contracts' schema checks it before anything is sent.
    await user.type(minimum, '12000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The minimum to succeed cannot exceed the target')).toBeInTheDocument();
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // The server's refusal lands on the field, and what was typed stays.
    await user.clear(minimum);
    await user.type(minimum, '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(/its minimum to succeed cannot be above that/, {
        selector: '[data-testid="field-error"]',
      }),
    ).toBeInTheDocument();
    expect(sent.map((body) => body.min_raise)).toEqual(['6000']);
    expect(minimum).toHaveValue('6000');

    answer = 'ok';
    await user.clear(minimum);
    await user.type(minimum, '5000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.map((body) => body.min_raise)).toEqual(['6000', '5000']));
    await waitFor(() => expect(screen.queryByTestId('field-error')).toBeNull());
  });
});

describe('console form: closed lists and refusals by field', () => {
  it('offers the categories and currencies as choices labelled in words, and sends their codes', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.patch('/api/v1/admin/projects/green-farm', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(project({ category: String(body.category) }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    const category = await screen.findByLabelText('Category');
    expect(category.tagName).toBe('SELECT');
    expect(category).toHaveValue('agriculture');
    expect(within(category).getByRole('option', { name: 'Food & beverage' })).toHaveValue('food_beverage');
    const currency = screen.getByLabelText('Currency');
    expect(within(currency).getByRole('option', { name: /^USD · US dollar/i })).toHaveValue('USD');

    await user.selectOptions(category, within(category).getByRole('option', { name: 'Food & beverage' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.map((body) => [body.category, body.currency])).toEqual([['food_beverage', 'USD']]));
  });

  it('names each refused field above the form and by the field, and clears both once it is fixed', async () => {
    const sent: Record<string, unknown>[] = [];
    // A category typed before the list was closed: no choice is made until the operator picks one.
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project({ category: 'Food & drink' }))),
      http.patch('/api/v1/admin/projects/green-farm', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(project());
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    const category = await screen.findByLabelText('Category');
    expect(category).toHaveValue('');
    const target = screen.getByLabelText('Target');
    await user.clear(target);
    await user.type(target, '100.555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByTestId('form-errors');
    expect(summary).toHaveTextContent('1 field needs attention');
    expect(summary).toHaveTextContent('Category: Choose a category from the list');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // Fixing the field takes its message away at once, and the summary with it.
    await user.selectOptions(category, 'agriculture');
    await waitFor(() => expect(category).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByTestId('form-errors')).toBeNull();

    // The amounts' own checks come next: the target's decimals.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('form-errors')).toHaveTextContent(
      'Target: Enter an amount in USD, with no more decimals than it has',
    );
    expect(screen.getByTestId('field-error')).toHaveTextContent('Enter an amount in USD');
    await user.clear(target);
    await user.type(target, '10000');
    await waitFor(() => expect(screen.queryByTestId('form-errors')).toBeNull());
    expect(screen.queryByTestId('field-error')).toBeNull();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('clears a server refusal of a field when the field changes to a valid value', async () => {
    const message = 'The currency cannot change once money has been committed';
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.patch('/api/v1/admin/projects/green-farm', () =>
        HttpResponse.json(
          {
            detail: `currency: ${message}`,
            code: 'VALIDATION_ERROR',
            requestId: 'r2',
            fields: [{ path: 'currency', message, code: 'VALIDATION_ERROR' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    const currency = await screen.findByLabelText('Currency');
    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('form-errors')).toHaveTextContent(`Currency: ${message}`);
    expect(screen.getByTestId('field-error')).toHaveTextContent(message);

    await user.selectOptions(currency, 'USD');
    await waitFor(() => expect(screen.queryByTestId('field-error')).toBeNull());
    expect(screen.queryByTestId('form-errors')).toBeNull();
  });

  it('shows the form’s refusals in the reader’s language', async () => {
    server.use(http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project({ category: '' }))));
    await act(() => i18n.changeLanguage('ru'));
    try {
      const user = userEvent.setup();
      renderApp('/admin/projects/green-farm');
      await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByTestId('form-errors')).toHaveTextContent('Категория: Выберите категорию из списка');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('publishing', () => {
  it('asks in the app’s own dialog, never the browser’s, and publishes only once confirmed', async () => {
    let published = 0;
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(project())),
      http.post('/api/v1/admin/projects/green-farm/publish', () => {
        published += 1;
        return HttpResponse.json(project({ status: 'fundraising', published_at: '2026-06-02T12:00:00.000Z' }));
      }),
    );
    const browserConfirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');

    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this business?' });
    expect(dialog).toHaveTextContent('Green Farm');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(published).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toBe(1));
    expect(browserConfirm).not.toHaveBeenCalled();
  });
});

describe('the console signed out', () => {
  it('sends a signed-out visit to sign in, which comes back to the console', async () => {
    resetSession();
    const { router } = renderApp('/admin/projects?status=draft');
    expect(await screen.findByRole('heading', { name: 'Welcome back', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/admin/projects?status=draft');
  });
});
