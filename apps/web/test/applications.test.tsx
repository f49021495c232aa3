import type { AdminApplication, Application } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

/** Applications to raise (issue 26): the applicant's steps and the console's decisions. */
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/founder-application'),
    import('@/app/layouts/admin-layout'),
    import('@/app/routes/admin-application'),
  ]);
}, 60_000);

const ID = '6b0e2b9a-6a33-4d1f-9a3c-0e2a1b3c4d5e';

const draft = (overrides: Partial<Application> = {}): Application => ({
  id: ID,
  status: 'draft',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  submitted_at: null,
  decided_at: null,
  message: null,
  company: null,
  raise: null,
  revenue: null,
  people: [],
  documents: [],
  missing: [
    { path: 'company', message: 'Tell us about the company' },
    { path: 'people', message: 'List at least one director' },
    { path: 'raise', message: 'Describe the raise' },
    { path: 'revenue', message: 'Give the revenue of the last 12 months' },
    { path: 'documents.financial_statements', message: 'Upload the financial statements' },
    { path: 'documents.incorporation', message: 'Upload the certificate of incorporation' },
  ],
  project_id: null,
  ...overrides,
});

describe('the application’s steps', () => {
  beforeEach(() => {
    resetSession();
    const applicant = makeUser();
    signInAs(applicant);
    serveUser(applicant);
  });

  it('keeps what was typed between steps and shows the server’s refusals on their fields', async () => {
    const sent: unknown[] = [];
    let saved = draft();
    server.use(
      http.get(`/api/v1/founder/applications/${ID}`, () => HttpResponse.json(saved)),
      http.put(`/api/v1/founder/applications/${ID}/company`, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        if (sent.length === 1) {
          // The server's clock says the date is ahead (the browser's may not).
          return HttpResponse.json(
            {
              detail: 'The founding date cannot be in the future',
              code: 'VALIDATION_ERROR',
              requestId: 'r1',
              fields: [
                { path: 'founded_on', message: 'The founding date cannot be in the future', code: 'VALIDATION_ERROR' },
              ],
            },
            { status: 400 },
          );
        }
        saved = draft({
          company: { ...body, category: body.category! } as Application['company'],
          missing: saved.missing.filter((problem) => problem.path !== 'company'),
        });
        return HttpResponse.json(saved);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/founder/applications/${ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Apply to raise money' });
    // The form's own check first: nothing is sent while required fields are empty.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Required');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name'), 'Hanoi Noodle Works');
    await user.selectOptions(screen.getByLabelText('Country of registration'), 'VN');
    await user.type(screen.getByLabelText('Registration number'), '0109876543');
    await user.type(screen.getByLabelText('Registered address'), '12 Hang Bac, Hanoi');
    await user.type(screen.getByLabelText('What the company does'), 'Rice noodles.');
    await user.type(screen.getByLabelText('Founded on'), '2019-03-01');
    await user.selectOptions(screen.getByLabelText('Sector'), 'food_beverage');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    // The server's refusal lands on its field, and nothing typed is lost.
    await waitFor(() =>
      expect(screen.getByLabelText('Founded on')).toHaveAccessibleDescription(
        'The founding date cannot be in the future',
      ),
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Hanoi Noodle Works');
    expect(sent[0]).toMatchObject({ name: 'Hanoi Noodle Works', country: 'VN', category: 'food_beverage' });

    await user.clear(screen.getByLabelText('Founded on'));
    await user.type(screen.getByLabelText('Founded on'), '2019-03-02');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'People' })).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ founded_on: '2019-03-02' });

    // Typed but not saved in the raise step, then away and back: still there.
    await user.click(screen.getByRole('button', { name: /3\. The raise/ }));
    await user.type(await screen.findByLabelText('Amount to raise'), '120000');
    expect(screen.getByLabelText('Contract minimum multiple')).toHaveValue('1.15');
    await user.click(screen.getByRole('button', { name: /1\. Company/ }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Hanoi Noodle Works');
    await user.click(screen.getByRole('button', { name: /3\. The raise/ }));
    expect(await screen.findByLabelText('Amount to raise')).toHaveValue('120000');

    // The review step names what a submission still needs.
    await user.click(screen.getByRole('button', { name: /6\. Review and submit/ }));
    expect(await screen.findByText('List at least one director')).toBeInTheDocument();
    expect(screen.queryByText('Tell us about the company')).not.toBeInTheDocument();
  }, 60_000);

  it('shows the operators’ message when changes are asked for', async () => {
    server.use(
      http.get(`/api/v1/founder/applications/${ID}`, () =>
        HttpResponse.json(draft({ status: 'changes_requested', message: 'Please add the 2025 statements.' })),
      ),
    );
    renderApp(`/founder/applications/${ID}`);
    const box = (await screen.findByRole('heading', { name: 'Our team asked for changes' })).closest('section')!;
    expect(within(box).getByText('Please add the 2025 statements.')).toBeInTheDocument();
    expect(screen.getByText('Changes requested')).toBeInTheDocument();
  });
});

const submitted = (overrides: Partial<AdminApplication> = {}): AdminApplication => ({
  ...draft({
    status: 'submitted',
    submitted_at: '2026-11-21T09:00:00.000Z',
    missing: [],
    company: {
      name: 'Hanoi Noodle Works',
      country: 'VN',
      registration_number: '0109876543',
      address: '12 Hang Bac, Hanoi',
      description: 'Fresh rice noodles.',
      founded_on: '2019-03-01',
      category: 'food_beverage',
    },
    raise: {
      currency: 'USD',
      amount: 120_000,
      min_raise: 80_000,
      use_of_funds: 'A second line.',
      revenue_share: 4.5,
      term_months: 36,
      contract_multiple: 1.15,
    },
    revenue: { currency: 'USD', revenue_12m: 410_000, note: '' },
    people: [
      {
        id: 'p1',
        name: 'Ann Lee',
        email: 'founder@example.com',
        role: 'director_owner',
        ownership: 60,
        is_applicant: true,
        check: 'passed',
        check_reason: null,
        invited_at: null,
        checked_at: null,
      },
    ],
    documents: [
      {
        id: 'd1',
        kind: 'financial_statements',
        name: 'statements.pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        uploaded_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  }),
  applicant: { id: 'u2', name: 'Ann Lee', email: 'founder@example.com', kyc_status: 'passed' },
  events: [],
  ...overrides,
});

describe('the console’s application page', () => {
  beforeEach(() => {
    resetSession();
    const operator = makeUser({ role: 'admin', email: 'op@example.com' });
    signInAs(operator);
    serveUser(operator);
  });

  it('asks for changes with a message, which it requires', async () => {
    let current = submitted();
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/v1/admin/applications/${ID}`, () => HttpResponse.json(current)),
      http.post(`/api/v1/admin/applications/${ID}/request-changes`, async ({ request }) => {
        sent.push(await request.json());
        current = submitted({ status: 'changes_requested', message: 'Add the 2025 statements.' });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/applications/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hanoi Noodle Works' })).toBeInTheDocument();
    expect(screen.getByText('Identity verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to the applicant' }));
    expect(await within(dialog).findByText('Please write a message for the applicant')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What should change'), 'Add the 2025 statements.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the applicant' }));
    expect(await screen.findByText('Sent back to the applicant with your message.')).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'Add the 2025 statements.' }]);
    expect(screen.getAllByText('Changes requested').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says so when another operator decided first, and shows the application as it now is', async () => {
    let current = submitted();
    server.use(
      http.get(`/api/v1/admin/applications/${ID}`, () => HttpResponse.json(current)),
      http.post(`/api/v1/admin/applications/${ID}/approve`, () => {
        current = submitted({ status: 'approved', project_id: 'hanoi-noodle-works' });
        return HttpResponse.json(
          { detail: 'This application has already been approved', code: 'APPLICATION_STATUS_CHANGED', requestId: 'r2' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/applications/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This application has moved on meanwhile. The page now shows where it stands.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the draft business' })).toHaveAttribute(
      'href',
      '/admin/projects/hanoi-noodle-works',
    );
  });

  it('waits for every identity check before approving', async () => {
    server.use(
      http.get(`/api/v1/admin/applications/${ID}`, () =>
        HttpResponse.json(
          submitted({
            people: [
              {
                ...submitted().people[0]!,
                id: 'p2',
                name: 'Linh Pham',
                email: 'linh@example.com',
                is_applicant: false,
                check: 'invited',
              },
            ],
          }),
        ),
      ),
    );
    renderApp(`/admin/applications/${ID}`);
    expect(await screen.findByText('Approval waits for these identity checks: Linh Pham.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText('Link sent')).toBeInTheDocument();
  });
});
