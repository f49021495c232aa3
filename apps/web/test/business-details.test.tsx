import { QUESTION_MAX_LENGTH as CONTRACT_MAX, askQuestionRequestSchema, type ProjectDetails } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '@/features/businesses/api/ask-question';
import { BusinessDetailsPage } from '@/features/businesses/components/details/business-details-page';
import { exampleTicket, fileTypeLabel, formatFileSize } from '@/features/businesses/components/details/details-format';
import { makeUser, resetSession, signInAs } from './account';
import { makeKiisSheet } from './kiis-fixtures';
import { server } from './msw';
import { renderRoutes } from './render';

// The heavy lazy parts are exercised by the browser journey; here they are stand-ins.
vi.mock('@/features/businesses/components/details/forecast-charts', () => ({
  default: ({ kind }: { kind: string }) => <div data-testid={`chart-picture-${kind}`} />,
}));
vi.mock('@/features/businesses/components/details/document-viewer', () => ({
  default: ({ title, url, onClose }: { title: string; url: string; onClose: () => void }) => (
    <div data-testid="document-viewer" data-url={url}>
      {title}
      <button type="button" onClick={onClose}>
        Close viewer
      </button>
    </div>
  ),
}));

const DAY = 86_400_000;
const ID = 'saigon-bean-roastery';

/** A business as GET /api/v1/public/projects/{id} answers it. */
function makeProject(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  const start = new Date(Date.now() - 30 * DAY).toISOString();
  // Ten days and a bit ahead: "10 days left".
  const end = new Date(Date.now() + 10 * DAY - 3_600_000).toISOString();
  return {
    id: ID,
    name: 'Saigon Bean Roastery & Café',
    description: 'A profitable specialty coffee roaster opening its second café.',
    status: 'fundraising',
    currency: 'USD',
    target_amount: 120_000,
    current_amount: 78_600,
    ticket_min: 150,
    ticket_max: 15_000,
    ticket_step: 150,
    annual_yield: 8,
    location: 'District 3, Ho Chi Minh City, Vietnam',
    category: 'food_beverage',
    type: 'food_beverage',
    created_at: start,
    updated_at: start,
    deadline: end,
    funding_start: start,
    funding_end: end,
    opens_at: null,
    payout_format: 'Quarterly revenue share from month 7',
    fully_reserved: false,
    waitlist_count: 0,
    expected_return: 16,
    investor_count: 112,
    featured: true,
    image: '/api/v1/files/img-1',
    image_alt: 'The café storefront',
    return: 16,
    raised: 78_600,
    target: 120_000,
    minInvestment: 150,
    endDate: end,
    fundedPercent: 66,
    about:
      'Saigon Bean roasts single-origin Vietnamese coffee.\n\nThis round of $120,000 funds a second café in Thao Dien.',
    basicInfo: {
      location: 'District 3, Ho Chi Minh City, Vietnam',
      fundingWindow: { start, end },
      legal: 'Saigon Bean Trading & Service Co., Ltd.',
      payoutFormat: 'Quarterly revenue share from month 7',
    },
    keyMetrics: {
      raised: 78_600,
      target: 120_000,
      fundedPercent: 66,
      remaining: 41_400,
      ticketRange: { min: 150, max: 15_000, step: 150 },
    },
    financialForecast: {
      scenarios: [
        { label: 'Conservative', returnPct: 13 },
        { label: 'Base', returnPct: 16 },
        { label: 'Optimistic', returnPct: 20 },
      ],
      ebitda: [
        { period: '2024', value: -41_000 },
        { period: '2025', value: 61_000 },
      ],
      expectedRevenue: [
        { period: '2024', value: 412_000 },
        { period: '2025', value: 468_000 },
      ],
      userGrowth: [
        { period: '2024', value: 168_000 },
        { period: '2025', value: 181_000 },
      ],
    },
    media: [
      { id: 'm1', type: 'image', url: '/api/v1/files/img-1', alt: 'The café storefront' },
      { id: 'm2', type: 'image', url: '/api/v1/files/img-2', alt: 'The espresso bar' },
      { id: 'm3', type: 'video', url: '/api/v1/files/video-1.mp4', alt: 'A tour of the roastery' },
    ],
    documents: [
      {
        id: 'd0',
        kind: 'financial_statements',
        title: 'Audited accounts 2025',
        url: null,
        content_type: null,
        size_bytes: null,
      },
      {
        id: 'd1',
        kind: 'business_plan',
        title: 'Business plan 2025–2027',
        url: '/api/v1/files/doc-1',
        content_type: 'application/pdf',
        size_bytes: 4_336,
      },
      {
        id: 'd2',
        kind: 'term_sheet',
        title: 'Term sheet',
        url: '/api/v1/files/doc-2',
        content_type: 'application/pdf',
        size_bytes: 4_021,
      },
    ],
    team: [
      {
        name: 'Nguyễn Minh Khoa',
        role: 'Founder & Head Barista',
        bio: 'Twice a finalist of the Vietnam Barista Championship.',
        photo: '/api/v1/files/photo-1',
        linkedin_url: 'https://www.linkedin.com/in/khoa',
      },
      { name: 'Tran Thi Lan', role: 'Head Roaster', bio: 'Q Arabica Grader.', photo: null, linkedin_url: null },
    ],
    updates: [
      {
        id: 'u1',
        title: 'Our round is open',
        body: 'Saigon Bean is raising $120,000 on Grove.',
        published_at: new Date(Date.now() - 25 * DAY).toISOString(),
      },
      {
        id: 'u2',
        title: '65% funded — thank you!',
        body: 'More than 110 investors have joined us.',
        published_at: new Date(Date.now() - 2 * DAY).toISOString(),
      },
    ],
    faq: [
      {
        question: 'What is the minimum investment?',
        answer: 'The minimum investment is $150, in steps of $150.',
      },
    ],
    qa: [
      {
        id: 'q1',
        author: 'Daniel K.',
        language: 'en',
        question: 'How do you protect margins if robusta prices keep rising?',
        answer: 'We fix prices for six months of green coffee with our farmers.',
        asked_at: '2026-11-04T00:00:00.000Z',
        answered_at: '2026-11-05T00:00:00.000Z',
      },
    ],
    investment_structure: 'Revenue-sharing agreement',
    investment_term_months: 24,
    video_url: 'https://www.youtube.com/watch?v=abc',
    video: null,
    ...overrides,
  };
}

function serveProject(project: ProjectDetails | null, calls: string[] = []) {
  server.use(
    http.get('/api/v1/public/projects/:id', ({ params, request }) => {
      calls.push(new URL(request.url).search);
      if (!project || params.id !== project.id)
        return HttpResponse.json({ code: 'PROJECT_NOT_FOUND', detail: 'Project not found' }, { status: 404 });
      return HttpResponse.json(project);
    }),
    // A business that pays out shows its recorded payouts on the schedule (none here).
    http.get('/api/v1/public/projects/:id/payouts', ({ params }) =>
      HttpResponse.json({ project_id: params.id, currency: 'USD', total_paid: 0, payouts: [] }),
    ),
  );
  return calls;
}

/** Like a mouse: the pointer reaches the button (its menu's code loads), then presses it. */
async function openShareMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false'));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('menu');
}

function renderDetails(id = ID) {
  return renderRoutes(
    [
      { path: '/business/:id', element: <BusinessDetailsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/business/${id}`,
  );
}

// jsdom has no layout observers: the carousel needs ResizeObserver, the forecast IntersectionObserver.
class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const originals = {
  ResizeObserver: globalThis.ResizeObserver,
  IntersectionObserver: globalThis.IntersectionObserver,
  matchMedia: window.matchMedia,
};
beforeAll(() => {
  globalThis.ResizeObserver = FakeResizeObserver as never;
  globalThis.IntersectionObserver = FakeIntersectionObserver as never;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as never;
});
afterAll(() => {
  globalThis.ResizeObserver = originals.ResizeObserver;
  globalThis.IntersectionObserver = originals.IntersectionObserver;
  window.matchMedia = originals.matchMedia;
});
beforeEach(() => resetSession());
afterEach(() => resetSession());

describe('business details', () => {
  it('renders every section of the page from the API', async () => {
    const calls = serveProject(makeProject());
    renderDetails();

    expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Saigon Bean Roastery & Café' });
    expect(heading).toBeInTheDocument();
    expect(calls).toEqual(['?lang=en']);

    // Header: breadcrumb, status, category, location, save and share.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/businesses');
    expect(screen.getByText('Fundraising')).toBeInTheDocument();
    expect(screen.getByText('Food & beverage')).toBeInTheDocument();
    expect(screen.getAllByText('District 3, Ho Chi Minh City, Vietnam').length).toBeGreaterThan(0);
    expect(screen.getByTestId('favorite-button')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    // Media: the first picture is fetched first; the others wait; a video plays inline.
    const slider = screen.getByRole('region', { name: 'Photos of Saigon Bean Roastery & Café' });
    const images = within(slider).getAllByRole('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    const video = slider.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(within(slider).getByRole('button', { name: 'Show photo 2 of 3' })).toBeInTheDocument();
    // A hosted video opens on its own site: our CSP allows no third-party frames.
    expect(document.querySelector('iframe')).toBeNull();
    expect(await screen.findByRole('link', { name: /Watch the video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc',
    );

    // Funding overview.
    const funding = screen.getByTestId('funding-card');
    expect(within(funding).getByTestId('raised')).toHaveTextContent('$78,600');
    expect(within(funding).getByText('of $120,000 target')).toBeInTheDocument();
    expect(within(funding).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(within(funding).getByTestId('percent-funded')).toHaveTextContent('66% funded');
    expect(within(funding).getByTestId('investor-count')).toHaveTextContent('112 investors');
    expect(within(funding).getByTestId('remaining')).toHaveTextContent('$41,400');
    expect(within(funding).getByTestId('ticket-range')).toHaveTextContent('min $150 · max $15,000 · step $150');
    expect(within(funding).getByTestId('days-left')).toHaveTextContent('10 days left');
    expect(within(funding).getByRole('link', { name: 'Invest now' })).toHaveAttribute(
      'href',
      '/business/saigon-bean-roastery/payment',
    );
    const summary = screen.getByTestId('investor-summary');
    expect(summary).toHaveTextContent('Invest $1,050 → expect at least $1,218 over 24 months');
    expect(summary).toHaveTextContent('at least +16%');
    expect(summary).toHaveTextContent('8% a year');
    expect(summary).toHaveTextContent('Quarterly revenue share from month 7');
    expect(summary).toHaveTextContent('Revenue-sharing agreement');

    // About: one paragraph per block of text.
    // The texts about the business are a download of their own.
    const about = await screen.findByRole('region', { name: 'About the business' });
    expect(within(about).getAllByText(/Saigon Bean roasts|This round of/)).toHaveLength(2);

    // Basic info.
    const info = screen.getByTestId('basic-info');
    expect(info).toHaveTextContent('Saigon Bean Trading & Service Co., Ltd.');
    expect(info).toHaveTextContent('Funding window');
    expect(info).toHaveTextContent('Investment type and structure');
    expect(info).toHaveTextContent('24 months');

    // Forecast: the spec's worked example and schedule, charts with captions and data tables.
    // The sections below the fold are a download of their own.
    const example = await screen.findByTestId('forecast-example');
    expect(example).toHaveTextContent('Invest $10,000 with a contract minimum of +15% → $11,500');
    expect(example).toHaveTextContent('The first payout comes 6-8 months after start (possibly up to about 12).');
    expect(example).toHaveTextContent(
      'There are 1-3 tranches until the minimum is reached, then a quarterly profit share starting about 9-12 months.',
    );
    const scenarios = screen.getByRole('figure', { name: /Return scenarios/ });
    expect(within(scenarios).getByRole('table')).toHaveTextContent('Base+16% · $11,600');
    const ebitda = screen.getByRole('figure', { name: /EBITDA/ });
    expect(within(ebitda).getByRole('row', { name: '2024 -$41,000' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Expected revenue/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /User growth/ })).toHaveTextContent('168,000');
    expect(await screen.findByTestId('chart-picture-ebitda')).toBeInTheDocument();

    // Updates, newest first.
    const updates = within(screen.getByTestId('updates-list')).getAllByRole('heading', { level: 3 });
    expect(updates.map((item) => item.textContent)).toEqual(['65% funded — thank you!', 'Our round is open']);

    // Q&A with author and dates.
    const qa = screen.getByTestId('qa-list');
    expect(qa).toHaveTextContent('How do you protect margins if robusta prices keep rising?');
    expect(qa).toHaveTextContent('Asked by Daniel K. on Nov 4, 2026');
    expect(qa).toHaveTextContent('The business answered on Nov 5, 2026');

    // Team: photo or initials, role, bio, LinkedIn.
    const team = screen.getByTestId('team-list');
    expect(within(team).getByText('TL')).toBeInTheDocument();
    expect(within(team).getByText('Founder & Head Barista')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/khoa',
    );

    // FAQ accordion.
    const faq = screen.getByTestId('faq-list');
    await userEvent.click(within(faq).getByText('What is the minimum investment?'));
    expect(faq.querySelector('details')).toHaveAttribute('open');
  });

  it("plays the business's own clip in place when asked, and goes back to its poster", async () => {
    const user = userEvent.setup();
    const video = { url: '/api/v1/files/clip-1', poster: '/api/v1/files/img-1' };
    serveProject(makeProject({ video, video_url: null }));
    renderDetails();

    // Until asked for, a card with the poster that links to the file (it opens before the script runs).
    const card = await screen.findByRole('link', { name: /Watch the video.*A short clip about Saigon Bean/ });
    expect(card).toHaveAttribute('href', video.url);
    expect(card.querySelector('img')).toHaveAttribute('src', video.poster);
    expect(screen.queryByTestId('business-video-player')).toBeNull();

    await user.click(card);
    const player = screen.getByLabelText('Video: Saigon Bean Roastery & Café');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('poster', video.poster);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('autoplay');
    expect(player).toHaveFocus();

    // A clip the browser cannot play says so and offers the file.
    player.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be played.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Download the video' })).toHaveAttribute(
      'href',
      `${video.url}?download`,
    );

    await user.click(screen.getByRole('button', { name: 'Close the video' }));
    expect(screen.queryByTestId('business-video-player')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch the video/ })).toHaveFocus();
  });

  it("shows 'Business not found' for an unknown business, with the way back to Explore", async () => {
    serveProject(null);
    renderDetails('no-such-business');
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/businesses');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/public/projects/:id', () =>
        fail
          ? HttpResponse.json({ code: 'RATE_LIMITED', detail: 'Too many requests' }, { status: 429 })
          : HttpResponse.json(makeProject()),
      ),
    );
    renderDetails();
    expect(await screen.findByRole('heading', { name: "We couldn't load this business" })).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saigon Bean Roastery & Café' })).toBeInTheDocument();
  });

  it('offers "Track investment" instead of "Invest now" once a business pays out', async () => {
    const end = new Date(Date.now() - 200 * DAY).toISOString();
    serveProject(
      makeProject({
        status: 'payout',
        deadline: end,
        funding_end: end,
        endDate: end,
        basicInfo: { ...makeProject().basicInfo, fundingWindow: { start: null, end } },
      }),
    );
    renderDetails();
    const funding = await screen.findByTestId('funding-card');
    expect(within(funding).queryByRole('link', { name: 'Invest now' })).toBeNull();
    expect(within(funding).getByRole('link', { name: 'Track investment' })).toHaveAttribute('href', '/portfolio');
    expect(within(funding).getByTestId('days-left')).toHaveTextContent(/Closed on /);
    expect(screen.getByText('Paying out')).toBeInTheDocument();
  });

  it('explains a paused round and offers no investment', async () => {
    serveProject(makeProject({ status: 'paused' }));
    renderDetails();
    const notice = await screen.findByTestId('status-notice');
    expect(notice).toHaveTextContent('Investments are paused');
    // The round has not closed: its deadline is still ahead.
    expect(screen.getByTestId('days-left')).toHaveTextContent(/Ends on /);
    expect(screen.queryByRole('link', { name: 'Invest now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track investment' })).toBeNull();
  });

  it('names the current version of the key information sheet and when it changed, with its PDF', async () => {
    serveProject(makeProject());
    server.use(
      http.get('/api/v1/public/projects/:id/kiis', ({ params }) =>
        HttpResponse.json(
          makeKiisSheet({ project_id: String(params.id), version: 3, approved_at: '2026-02-14T12:00:00.000Z' }),
        ),
      ),
    );
    renderDetails();
    const row = await screen.findByTestId('kiis-row');
    expect(row).toHaveTextContent('Key investment information sheet');
    expect(within(row).getByTestId('kiis-updated')).toHaveTextContent('Updated on February 14, 2026, version 3');
    // The published version: no version in the address, so the link follows the next approval.
    expect(within(row).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/public/projects/${ID}/kiis.pdf?lang=en`,
    );
  });

  it('shows no sheet while none is published', async () => {
    serveProject(makeProject());
    renderDetails();
    await screen.findAllByTestId('document-item');
    expect(screen.queryByTestId('kiis-row')).toBeNull();
  });

  it('lists documents with a file first; the others are available on request', async () => {
    serveProject(makeProject());
    renderDetails();
    const items = await screen.findAllByTestId('document-item');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Business plan 2025–2027',
      'Term sheet',
      'Audited accounts 2025',
    ]);
    expect(items[0]).toHaveTextContent('Business plan · PDF · 4.3 kB');
    expect(within(items[2]!).getByText('Available on request')).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'View Term sheet' }));
    const viewer = await screen.findByTestId('document-viewer');
    expect(viewer).toHaveAttribute('data-url', '/api/v1/files/doc-2');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close viewer' }));
    expect(screen.queryByTestId('document-viewer')).toBeNull();
  });

  it('asks a guest to sign in before asking a question, and brings them back', async () => {
    serveProject(makeProject());
    renderDetails();
    const prompt = await screen.findByTestId('qa-guest');
    expect(within(prompt).getByRole('link', { name: 'Sign in to ask a question' })).toHaveAttribute(
      'href',
      `/signin?redirectTo=${encodeURIComponent('/business/saigon-bean-roastery#qa')}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
  });

  it('lets a signed-in investor ask a question and shows it as awaiting an answer', async () => {
    signInAs(makeUser());
    const posted: unknown[] = [];
    server.use(
      http.get('/api/v1/portfolio/me', () =>
        HttpResponse.json({ items: [], favorites: [], total_invested: 0, currency: 'USD' }),
      ),
      http.get(`/api/v1/projects/${ID}/questions/mine`, () =>
        HttpResponse.json({
          questions: [
            {
              id: 'mine-1',
              question: 'Will the new café sell beans to take home?',
              answer: null,
              asked_at: '2026-11-20T10:00:00.000Z',
              answered_at: null,
            },
          ],
        }),
      ),
      http.post(`/api/v1/projects/${ID}/questions`, async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        return HttpResponse.json(
          {
            id: 'mine-2',
            question: (body as { question: string }).question,
            answer: null,
            asked_at: '2026-11-21T10:00:00.000Z',
            answered_at: null,
          },
          { status: 201 },
        );
      }),
    );
    serveProject(makeProject());
    renderDetails();

    const pending = await screen.findByTestId('pending-questions');
    expect(pending).toHaveTextContent('Will the new café sell beans to take home?');
    expect(pending).toHaveTextContent('Awaiting an answer');

    const field = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(field, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write at least 10 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '  How many seats will the Thao Dien café have?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(
      await screen.findByText(
        'Thank you! Your question has been sent. It will be published here once the business answers.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ question: 'How many seats will the Thao Dien café have?' }]);
    expect(field).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByTestId('pending-questions')).toHaveTextContent('How many seats will the Thao Dien café have?'),
    );
  });

  it('copies the page link and confirms it', async () => {
    serveProject(makeProject());
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderDetails();
    await screen.findByRole('heading', { level: 1 });
    // user-event installs its own clipboard on setup; ours replaces it for this test.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await openShareMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shares the page to X, Facebook, LinkedIn, Telegram, WhatsApp and e-mail', async () => {
    serveProject(makeProject());
    renderDetails();
    await screen.findByRole('heading', { level: 1 });
    await openShareMenu(userEvent.setup());
    const menu = screen.getByRole('menu');
    const url = encodeURIComponent(window.location.href);
    const name = encodeURIComponent('Saigon Bean Roastery & Café');
    const href = (label: string) => within(menu).getByRole('menuitem', { name: label }).getAttribute('href') ?? '';

    expect(href('X')).toBe(`https://x.com/intent/post?url=${url}&text=${name}`);
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(href('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(href('Telegram')).toBe(`https://t.me/share/url?url=${url}&text=${name}`);
    expect(href('WhatsApp')).toContain(url);
    expect(href('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href('E-mail')).toMatch(/^mailto:\?subject=/);
    expect(href('E-mail')).toContain(url);
    expect(within(menu).getByRole('menuitem', { name: 'X' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('details helpers', () => {
  it('picks a valid example ticket near 1,000 for the investor summary', () => {
    expect(exampleTicket({ min: 150, max: 15_000, step: 150 })).toBe(1_050);
    expect(exampleTicket({ min: 100, max: 50_000, step: 100 })).toBe(1_000);
    expect(exampleTicket({ min: 2_500, max: 10_000, step: 500 })).toBe(2_500);
    expect(exampleTicket({ min: 10, max: 500, step: 10 })).toBe(500);
  });

  it('describes files for people', () => {
    expect(fileTypeLabel('application/pdf', null)).toBe('PDF');
    expect(fileTypeLabel(null, '/files/plan.docx')).toBe('DOCX');
    expect(fileTypeLabel(null, null)).toBeNull();
    expect(formatFileSize(4_336, 'en')).toBe('4.3 kB');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(null)).toBeNull();
  });

  it('keeps the question limits of the contract', () => {
    expect(QUESTION_MAX_LENGTH).toBe(CONTRACT_MAX);
    expect(askQuestionRequestSchema.safeParse({ question: 'x'.repeat(QUESTION_MIN_LENGTH) }).success).toBe(true);
    expect(askQuestionRequestSchema.safeParse({ question: 'x'.repeat(QUESTION_MIN_LENGTH - 1) }).success).toBe(false);
  });
});
