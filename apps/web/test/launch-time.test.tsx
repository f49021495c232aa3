import type { AdminProject, PaymentTerms, ProjectDetails } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FundingOverview } from '@/features/businesses/components/details/funding-card';
import { ProjectCard } from '@/features/businesses/components/project-card';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { PaymentPage } from '@/features/payments/components/payment-page';
import { i18n } from '@/lib/i18n';
import { makeUser, resetSession, signInAs } from './account';
import { makeProject } from './catalogue';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp, renderRoutes } from './render';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const realNow = Date.now.bind(Date);

/** This device's clock, `skewMs` away from the true time (the server's). */
function skewDeviceClock(skewMs: number) {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
}

/** The server's clock: the true time. Counts the requests. */
function serveServerTime() {
  const asked = { count: 0 };
  server.use(
    http.get('/api/v1/public/time', () => {
      asked.count += 1;
      return HttpResponse.json({ now: new Date(realNow()).toISOString() });
    }),
  );
  return asked;
}

function details(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  const project = makeProject(overrides);
  return {
    ...project,
    opens_at: overrides.opens_at ?? null,
    about: 'About',
    basicInfo: {
      location: project.location,
      fundingWindow: { start: null, end: null },
      legal: 'LLC',
      payoutFormat: '',
    },
    keyMetrics: {
      raised: 0,
      target: 120_000,
      fundedPercent: 0,
      remaining: 120_000,
      ticketRange: { min: 150, max: 15_000, step: 150 },
    },
    financialForecast: { scenarios: [], ebitda: [], expectedRevenue: [], userGrowth: [] },
    media: [],
    documents: [],
    team: [],
    updates: [],
    faq: [],
    qa: [],
    investment_structure: 'Revenue share',
    investment_term_months: 24,
    video_url: null,
    video: null,
    ...overrides,
  } as ProjectDetails;
}

/** The funding card of a business page, where "Invest now" is. */
function renderBusiness(project: ProjectDetails, url = `/business/${project.id}`) {
  return renderRoutes([{ path: '/business/:id', element: <FundingOverview project={project} /> }], url);
}

beforeEach(resetSession);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the countdown to a raise’s opening', () => {
  it.each([
    ['three hours ahead', 3 * HOUR],
    ['a day behind', -DAY],
  ])('counts down by the server’s clock on a device whose clock is %s', async (_label, skewMs) => {
    skewDeviceClock(skewMs);
    serveServerTime();
    const opensAt = new Date(realNow() + 2 * DAY + 4 * HOUR + 13 * 60 * SECOND + 9 * SECOND + 400).toISOString();
    renderBusiness(details({ opens_at: opensAt }));

    const card = await screen.findByTestId('opening-soon');
    expect(screen.queryByTestId('invest-now')).not.toBeInTheDocument();
    expect(within(card).getByText('Opens in')).toBeInTheDocument();
    // 2 d 04:13:09.4 from now by the true time, whatever the device says.
    expect(await within(card).findByRole('timer')).toHaveTextContent(/^2 d 04:13:(09|10)$/);
    expect(within(card).getByTestId('opens-on')).toHaveTextContent(/^Opens on /);
  });

  it('turns into "Invest now" at zero, without a reload', async () => {
    skewDeviceClock(-5 * 60 * SECOND);
    serveServerTime();
    renderBusiness(details({ opens_at: new Date(realNow() + 1500).toISOString() }));

    expect(await screen.findByRole('timer')).toHaveTextContent(/^00:00:0[12]$/);
    expect(await screen.findByTestId('invest-now', {}, { timeout: 4000 })).toHaveAttribute(
      'href',
      '/business/saigon-bean-roastery/payment',
    );
    expect(screen.queryByTestId('opening-soon')).not.toBeInTheDocument();
  });

  it('shows the opening date on the Explore card', async () => {
    serveServerTime();
    const opensAt = new Date(realNow() + 3 * DAY).toISOString();
    renderRoutes([{ path: '*', element: <ProjectCard project={makeProject({ opens_at: opensAt })} /> }], '/');
    expect(await screen.findByTestId('opens-on')).toHaveTextContent(/^Opens /);
    expect(screen.queryByTestId('days-left')).not.toBeInTheDocument();
  });
});

describe('"Notify me when it opens"', () => {
  const opensAt = () => new Date(realNow() + DAY).toISOString();

  it('takes one click when signed in, says so, and can be undone', async () => {
    signInAs(makeUser());
    serveServerTime();
    const calls: string[] = [];
    let requested = false;
    server.use(
      http.get('/api/v1/projects/:id/opening-notice', () => HttpResponse.json({ requested, notified: false })),
      http.put('/api/v1/projects/:id/opening-notice', () => {
        calls.push('PUT');
        requested = true;
        return HttpResponse.json({ requested, notified: false });
      }),
      http.delete('/api/v1/projects/:id/opening-notice', () => {
        calls.push('DELETE');
        requested = false;
        return HttpResponse.json({ requested, notified: false });
      }),
    );
    const user = userEvent.setup();
    renderBusiness(details({ opens_at: opensAt() }));

    await user.click(await screen.findByRole('button', { name: 'Notify me when it opens' }));
    expect(await screen.findByTestId('notify-requested')).toHaveTextContent("We'll tell you when it opens");
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Notify me when it opens' })).toBeInTheDocument();
    expect(calls).toEqual(['PUT', 'DELETE']);
  });

  it('sends a guest to sign in, and asks once they come back signed in', async () => {
    serveServerTime();
    const project = details({ opens_at: opensAt() });
    const guest = renderBusiness(project);
    const link = await screen.findByRole('link', { name: 'Notify me when it opens' });
    expect(link).toHaveAttribute(
      'href',
      `/signin?redirectTo=${encodeURIComponent('/business/saigon-bean-roastery?notify=1')}`,
    );
    guest.unmount();

    signInAs(makeUser());
    let puts = 0;
    server.use(
      http.get('/api/v1/projects/:id/opening-notice', () =>
        HttpResponse.json({ requested: puts > 0, notified: false }),
      ),
      http.put('/api/v1/projects/:id/opening-notice', () => {
        puts += 1;
        return HttpResponse.json({ requested: true, notified: false });
      }),
    );
    const back = renderBusiness(project, '/business/saigon-bean-roastery?notify=1');
    expect(await screen.findByTestId('notify-requested')).toBeInTheDocument();
    expect(puts).toBe(1);
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
  });
});

describe('the opening’s notification', () => {
  it('names the business in each language', async () => {
    const note = {
      id: 'n1',
      type: 'project_opened',
      params: { project_id: 'green-farm', project_name: 'Green Farm' },
      link: '/business/green-farm',
      read: false,
      created_at: new Date(realNow()).toISOString(),
    };
    await i18n.loadNamespaces('notifications');
    expect(notificationText(i18n.getFixedT('en'), note).title).toBe('Green Farm is open for investment');
    expect(notificationText(i18n.getFixedT('vi'), note).title).toBe('Green Farm đã mở nhận đầu tư');
    expect(notificationText(i18n.getFixedT('ru'), note).title).toBe('«Green Farm» открыт для инвестиций');
  });
});

describe('the payment page before the opening', () => {
  it('says when the raise opens instead of taking an amount', async () => {
    signInAs(makeUser());
    serveServerTime();
    const terms = {
      project_id: 'saigon-bean-roastery',
      currency: 'USD',
      accepts_payments: false,
      project_status: 'fundraising',
      ticket_min: 150,
      ticket_max: 15_000,
      ticket_step: 150,
      remaining: 120_000,
      max_amount: 15_000,
      service_fee_bp: 500,
      card_fee_bp: 250,
      extra_ack_threshold: null,
      advised_max: null,
      advised_share_bp: 1000,
      annual_cap: null,
      identity_verified: true,
      reservation_minutes: 30,
      cancellation_days: 4,
      kiis: { version: 1, approved_at: '2026-01-05T10:00:00.000Z', acknowledged: true },
    } satisfies PaymentTerms;
    server.use(
      http.get('/api/v1/payments/terms/:id', () => HttpResponse.json(terms)),
      http.get('/api/v1/waitlist', () => HttpResponse.json({ entries: [] })),
      http.get('/api/v1/projects/:id/waitlist', () => HttpResponse.json({ entry: null }, { status: 200 })),
    );
    const opensAt = new Date(realNow() + HOUR).toISOString();
    renderRoutes(
      [
        {
          path: '/business/:id/payment',
          element: <PaymentPage projectId="saigon-bean-roastery" businessName="Saigon Bean" opensAt={opensAt} />,
        },
      ],
      '/business/saigon-bean-roastery/payment',
    );
    const notice = await screen.findByTestId('not-open-yet');
    expect(notice).toHaveTextContent(/^This raise opens on /);
    expect(await within(notice).findByRole('timer')).toHaveTextContent(/^0?0:59:\d\d$|^01:00:00$/);
    expect(screen.queryByTestId('confirm')).not.toBeInTheDocument();
  });
});

describe('the console’s opening time', () => {
  beforeAll(async () => {
    await Promise.all([import('@/app/layouts/admin-layout'), import('@/app/routes/admin-project-edit')]);
  }, 60_000);

  const adminProject = (overrides: Partial<AdminProject> = {}) =>
    ({
      id: 'green-farm',
      status: 'draft',
      published_at: null,
      opens_at: null,
      created_at: '2026-06-01T12:00:00.000Z',
      updated_at: '2026-06-01T12:00:00.000Z',
      raised: 0,
      name: { en: 'Green Farm', vi: '', ru: '' },
      description: { en: 'Farm', vi: '', ru: '' },
      about: { en: 'About', vi: '', ru: '' },
      location: { en: 'Da Lat', vi: '', ru: '' },
      legal: { en: 'LLC', vi: '', ru: '' },
      payout_format: { en: 'Quarterly', vi: '', ru: '' },
      investment_structure: { en: 'Revenue share', vi: '', ru: '' },
      category: 'agriculture',
      featured: false,
      currency: 'USD',
      target: 10_000,
      min_raise: null,
      ticket_min: 100,
      ticket_max: 1_000,
      ticket_step: 50,
      funding_start: null,
      funding_end: '2026-12-31T12:00:00.000Z',
      expected_return: 12,
      annual_yield: 8,
      investment_term_months: 24,
      video_url: '',
      video: null,
      team: [],
      faq: [],
      forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
      media: [],
      documents: [],
      ...overrides,
    }) as AdminProject;

  beforeEach(() => {
    const operator = makeUser({ role: 'admin', email: 'op@example.com' });
    signInAs(operator);
    serveUser(operator);
  });

  it('is typed in the operator’s zone, named beside it, and a time the server refuses says why', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () => HttpResponse.json(adminProject())),
      http.put('/api/v1/admin/projects/green-farm/opening', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            detail: 'opens_at: Choose a time in the future',
            fields: [{ path: 'opens_at', message: 'Choose a time in the future', code: 'VALIDATION_ERROR' }],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm');
    const panel = await screen.findByTestId('opening-panel');
    expect(panel).toHaveTextContent('Opens as soon as it is published');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(panel).toHaveTextContent(`Your time zone: ${zone}`);

    await user.click(within(panel).getByRole('button', { name: 'Save opening time' }));
    expect(await within(panel).findByText('Enter a date and time')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const input = within(panel).getByTestId('opening-input');
    await user.type(input, '2020-01-02T03:04');
    await user.click(within(panel).getByRole('button', { name: 'Save opening time' }));
    expect(await within(panel).findByText('Choose a time in the future')).toBeInTheDocument();
    expect(bodies).toEqual([{ opens_at: new Date('2020-01-02T03:04').toISOString() }]);
  });

  it('is fixed once the raise has opened', async () => {
    serveServerTime();
    server.use(
      http.get('/api/v1/admin/projects/green-farm', () =>
        HttpResponse.json(
          adminProject({
            status: 'fundraising',
            published_at: '2026-06-02T12:00:00.000Z',
            opens_at: new Date(realNow() - HOUR).toISOString(),
          }),
        ),
      ),
    );
    renderApp('/admin/projects/green-farm');
    expect(await screen.findByTestId('opening-opened')).toHaveTextContent(
      /^Opened .+ The opening time can no longer change\.$/,
    );
    expect(screen.queryByTestId('opening-input')).not.toBeInTheDocument();
  });
});
