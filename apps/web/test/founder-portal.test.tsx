import type {
  ChangeRequest,
  FounderBusiness,
  FounderCampaign,
  FounderCampaignView,
  FounderGallery,
  FounderGalleryView,
  FounderTeam,
} from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

// The portal's and the console's chunks load on first visit: load them once up front.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/founder-business'),
    import('@/app/routes/founder-campaign'),
    import('@/app/routes/founder-team'),
    import('@/app/routes/founder-media'),
    import('@/app/layouts/admin-layout'),
    import('@/app/routes/admin-changes'),
  ]);
}, 60_000);

const text = (en: string, vi = '', ru = '') => ({ en, vi, ru });

const business = (overrides: Partial<FounderBusiness> = {}): FounderBusiness => ({
  id: 'green-farm',
  name: 'Green Farm',
  status: 'fundraising',
  role: 'owner',
  currency: 'USD',
  target: 10_000,
  raised: 4_000,
  investor_count: 3,
  published_at: '2026-06-01T12:00:00.000Z',
  funding_end: '2026-12-31T12:00:00.000Z',
  ...overrides,
});

const campaign: FounderCampaign = {
  name: text('Green Farm', 'Nông trại Xanh', 'Зелёная ферма'),
  // Russian lacks the description: a missing translation.
  description: text('Organic vegetables', 'Rau hữu cơ'),
  about: text('About the farm', 'Về nông trại', 'О ферме'),
  location: text('Da Lat', 'Đà Lạt', 'Далат'),
  video_url: '',
  team: [],
  faq: [],
  forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
};

const request = (overrides: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: '6a1f2e3d-4c5b-4a69-8877-665544332211',
  project_id: 'green-farm',
  project_name: 'Green Farm',
  kind: 'edit',
  status: 'pending',
  before: { description: campaign.description },
  after: { description: { ...campaign.description, ru: 'Органические овощи' } },
  note: null,
  message: null,
  requested_by: 'ann@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  ...overrides,
});

function serveBusinesses(...list: FounderBusiness[]) {
  server.use(http.get('/api/v1/founder/businesses', () => HttpResponse.json({ businesses: list })));
}

beforeEach(() => {
  resetSession();
});

describe('the campaign editor', () => {
  beforeEach(() => {
    const founder = makeUser({ id: 'u1', email: 'ann@example.com' });
    signInAs(founder);
    serveUser(founder);
  });

  it('marks missing translations, and sends a live business’s change for approval with the campaign’s fields only', async () => {
    serveBusinesses(business({ role: 'editor' }));
    const sent: unknown[] = [];
    let view: FounderCampaignView = {
      id: 'green-farm',
      status: 'fundraising',
      currency: 'USD',
      campaign,
      requests: [],
    };
    server.use(
      http.get('/api/v1/founder/businesses/green-farm/campaign', () => HttpResponse.json(view)),
      http.put('/api/v1/founder/businesses/green-farm/campaign', async ({ request: req }) => {
        const body = (await req.json()) as Record<string, unknown>;
        sent.push(body);
        view = { ...view, requests: [request({ after: { description: body.description } })] };
        return HttpResponse.json({ applied: false, request: view.requests[0], view });
      }),
    );
    const user = userEvent.setup();
    renderApp('/founder/businesses/green-farm/campaign');

    expect(await screen.findByRole('heading', { level: 1, name: 'Green Farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenue' })).toHaveAttribute(
      'href',
      '/founder/businesses/green-farm/revenue',
    );
    expect(await screen.findByTestId('campaign-mode')).toHaveTextContent('investors see it once approved');
    await waitFor(() => expect(document.title).toBe('Campaign · Green Farm · Grove'));
    // The campaign's fields only: the raise's terms stay the console's.
    expect(screen.queryByLabelText('Target')).toBeNull();
    expect(screen.queryByLabelText('Legal entity')).toBeNull();

    const languages = await screen.findByRole('group', { name: 'Language of the texts' });
    expect(within(languages).getByTestId('missing-count-ru')).toHaveTextContent('1');
    expect(within(languages).queryByTestId('missing-count-vi')).toBeNull();
    await user.click(within(languages).getByRole('button', { name: /Русский/ }));
    const description = screen.getByLabelText('Short description');
    expect(description.closest('div')?.parentElement).toHaveTextContent('Translation missing');
    await user.type(description, 'Органические овощи');
    await waitFor(() => expect(within(languages).queryByTestId('missing-count-ru')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: an operator will review your changes.');
    expect(sent).toHaveLength(1);
    const body = sent[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['about', 'description', 'faq', 'forecast', 'location', 'name', 'team', 'video_url'].sort(),
    );
    expect(body.description).toEqual({ ...campaign.description, ru: 'Органические овощи' });
    const requests = await screen.findByTestId('requests');
    expect(within(requests).getByText('Campaign change')).toBeInTheDocument();
    expect(within(requests).getByText('Waiting')).toBeInTheDocument();
  });

  it('shows a draft’s review request and what the operator asked for', async () => {
    serveBusinesses(business({ status: 'draft', published_at: null }));
    server.use(
      http.get('/api/v1/founder/businesses/green-farm/campaign', () =>
        HttpResponse.json({
          id: 'green-farm',
          status: 'draft',
          currency: 'USD',
          campaign,
          requests: [request({ kind: 'review', status: 'rejected', message: 'Add a cover photo' })],
        } satisfies FounderCampaignView),
      ),
    );
    renderApp('/founder/businesses/green-farm/campaign');
    expect(await screen.findByTestId('campaign-mode')).toHaveTextContent('your changes are saved directly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submit for review' })).toBeInTheDocument();
    expect(within(screen.getByTestId('requests')).getByText('Add a cover photo')).toBeInTheDocument();
  });
});

describe('the team page', () => {
  const team = (role: 'owner' | 'editor'): FounderTeam => ({
    your_role: role,
    members: [
      { user_id: 'u1', name: 'Ann Lee', email: 'ann@example.com', role: 'owner', added_at: '2026-06-01T12:00:00.000Z' },
      { user_id: 'u2', name: null, email: 'bao@example.com', role: 'editor', added_at: '2026-06-02T12:00:00.000Z' },
    ],
    invitations: [],
  });

  beforeEach(() => {
    const founder = makeUser({ id: 'u1', email: 'ann@example.com' });
    signInAs(founder);
    serveUser(founder);
  });

  it('lets an owner invite by e-mail and explains why the last owner stays', async () => {
    serveBusinesses(business());
    const invited: unknown[] = [];
    server.use(
      http.get('/api/v1/founder/businesses/green-farm/team', () => HttpResponse.json(team('owner'))),
      http.post('/api/v1/founder/businesses/green-farm/team/invitations', async ({ request: req }) => {
        invited.push(await req.json());
        return HttpResponse.json(
          {
            id: '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
            email: 'chi@example.com',
            role: 'editor',
            expires_at: '2026-12-01T12:00:00.000Z',
            created_at: '2026-11-24T12:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.put('/api/v1/founder/businesses/green-farm/team/members/u1', () =>
        HttpResponse.json(
          { detail: 'A business keeps at least one owner', code: 'LAST_OWNER', requestId: 'r1' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/founder/businesses/green-farm/team');

    const members = await screen.findByTestId('members');
    expect(within(members).getByText('bao@example.com', { selector: 'p.text-sm' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(invited).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail address'), 'Chi@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to chi@example.com.')).toBeInTheDocument();
    expect(invited).toEqual([{ email: 'chi@example.com', role: 'editor' }]);

    await user.selectOptions(screen.getByLabelText('Role of Ann Lee'), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A business keeps at least one owner: make someone else an owner first.',
    );
  });

  it('shows an editor the team without managing it', async () => {
    serveBusinesses(business({ role: 'editor' }));
    server.use(http.get('/api/v1/founder/businesses/green-farm/team', () => HttpResponse.json(team('editor'))));
    renderApp('/founder/businesses/green-farm/team');
    expect(await screen.findByTestId('members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('answers a business outside the caller’s team as not found', async () => {
    serveBusinesses(business({ id: 'other' }));
    renderApp('/founder/businesses/green-farm/team');
    expect(await screen.findByText('This business is not in your portal')).toBeInTheDocument();
  });
});

describe('the console’s founders’ requests', () => {
  beforeEach(() => {
    const operator = makeUser({ role: 'admin', email: 'op@example.com' });
    signInAs(operator);
    serveUser(operator);
  });

  it('compares before and after per field and language, rejects only with a message, and approves', async () => {
    const decisions: { action: string; body: unknown }[] = [];
    let decided = false;
    server.use(
      http.get('/api/v1/admin/changes', ({ request: req }) => {
        const status = new URL(req.url).searchParams.get('status');
        return HttpResponse.json({ requests: status === 'pending' && !decided ? [request()] : [] });
      }),
      http.post('/api/v1/admin/changes/:id/:action', async ({ params, request: req }) => {
        decisions.push({ action: String(params.action), body: await req.json() });
        decided = true;
        return HttpResponse.json(request({ status: params.action === 'approve' ? 'approved' : 'rejected' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/changes');

    const card = await screen.findByTestId('change');
    const table = within(card).getByRole('table', { name: 'What changes, before and after' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Only the Russian description changed: one line, named by field and language.
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Short description › Русский');
    expect(rows[0]).toHaveTextContent('(empty)');
    expect(rows[0]).toHaveTextContent('Органические овощи');

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await within(card).findByText('Write what should change.')).toBeInTheDocument();
    expect(decisions).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toEqual([{ action: 'approve', body: {} }]));
    expect(await screen.findByText('No requests here')).toBeInTheDocument();
  });
});

const IMAGE = 'c0a80101-0000-4000-8000-000000000001';
const NEW_IMAGE = 'c0a80101-0000-4000-8000-000000000002';
const PAPER = 'c0a80101-0000-4000-8000-000000000003';
const FILE = 'f0a80101-0000-4000-8000-00000000000';

const live: FounderGallery = {
  media: [{ id: IMAGE, file_id: `${FILE}1`, url: `/api/v1/files/${FILE}1`, alt: text('The farm', 'Nông trại', '') }],
  documents: [
    {
      id: PAPER,
      kind: 'incorporation',
      title: text(
        'Certificate of incorporation',
        'Giấy chứng nhận đăng ký doanh nghiệp',
        'Свидетельство о регистрации',
      ),
      public: false,
      file_id: `${FILE}3`,
      url: `/api/v1/files/${FILE}3`,
      name: 'incorporation.pdf',
    },
  ],
};
const proposed: FounderGallery = {
  ...live,
  media: [
    { id: NEW_IMAGE, file_id: `${FILE}2`, url: `/api/v1/files/${FILE}2`, alt: text('The greenhouse', '', '') },
    ...live.media,
  ],
};

describe('media and documents in the portal', () => {
  beforeEach(() => {
    const founder = makeUser({ id: 'u1', email: 'ann@example.com' });
    signInAs(founder);
    serveUser(founder);
  });

  it('uploads an image, shows a paper to investors, and says a live business’s changes wait for an operator', async () => {
    serveBusinesses(business({ role: 'editor' }));
    const uploads: { alt: string | null; file: boolean }[] = [];
    const patches: unknown[] = [];
    let view: FounderGalleryView = {
      id: 'green-farm',
      status: 'fundraising',
      gallery: live,
      pending: null,
      last_decided: null,
    };
    const pending = request({ kind: 'media', before: live, after: proposed });
    server.use(
      http.get('/api/v1/founder/businesses/green-farm/media', () => HttpResponse.json(view)),
      http.post('/api/v1/founder/businesses/green-farm/media', async ({ request: req }) => {
        const form = await req.formData();
        uploads.push({ alt: form.get('alt_en') as string | null, file: form.has('file') });
        view = { ...view, gallery: proposed, pending };
        return HttpResponse.json(view, { status: 201 });
      }),
      http.patch('/api/v1/founder/businesses/green-farm/documents/:itemId', async ({ request: req, params }) => {
        patches.push({ id: params.itemId, body: await req.json() });
        const documents = view.gallery.documents.map((d) => ({ ...d, public: true }));
        view = { ...view, gallery: { ...view.gallery, documents } };
        return HttpResponse.json(view);
      }),
    );
    const user = userEvent.setup();
    renderApp('/founder/businesses/green-farm/media');

    expect(await screen.findByTestId('media-mode')).toHaveTextContent('investors see them once approved');
    await waitFor(() => expect(document.title).toBe('Media & documents · Green Farm · Grove'));
    expect(screen.getByRole('link', { name: 'Media & documents' })).toHaveAttribute('aria-current', 'page');
    // The application's paper is the team's until shown.
    const paper = screen.getByTestId('gallery-document');
    expect(paper).toHaveTextContent('Certificate of incorporation');
    expect(paper).toHaveTextContent('Team and operators only');
    await user.click(within(paper).getByRole('button', { name: 'Show to investors' }));
    await waitFor(() => expect(patches).toEqual([{ id: PAPER, body: { public: true } }]));
    expect(await screen.findByText('Shown to investors')).toBeInTheDocument();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'greenhouse.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload an image'), png);
    await waitFor(() => expect(uploads).toEqual([{ alt: null, file: true }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for an operator’s approval');
    // The proposal is shown: the new image first, the cover.
    const images = screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('/api/v1/files/'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['The greenhouse', 'The farm']);
    // The alt text is edited per language; a missing one is named.
    expect(screen.getAllByText(/Alt text missing: VI, RU/)).toHaveLength(1);
  });

  it('answers a business outside the caller’s team as not found', async () => {
    serveBusinesses(business({ id: 'other' }));
    renderApp('/founder/businesses/green-farm/media');
    expect(await screen.findByText('This business is not in your portal')).toBeInTheDocument();
  });
});

describe('the console’s media requests', () => {
  it('shows the images before and after as thumbnails, and the documents by title and file', async () => {
    const operator = makeUser({ role: 'admin', email: 'op@example.com' });
    signInAs(operator);
    serveUser(operator);
    server.use(
      http.get('/api/v1/admin/changes', () =>
        HttpResponse.json({ requests: [request({ kind: 'media', before: live, after: proposed })] }),
      ),
    );
    renderApp('/admin/changes');
    const comparison = await screen.findByTestId('gallery-comparison');
    const before = within(comparison).getByRole('region', { name: 'Before' });
    const after = within(comparison).getByRole('region', { name: 'After' });
    expect(
      within(before)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([`/api/v1/files/${FILE}1`]);
    expect(
      within(after)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([`/api/v1/files/${FILE}2`, `/api/v1/files/${FILE}1`]);
    expect(after).toHaveTextContent('incorporation.pdf · Team and operators only');
    expect(within(comparison).queryByRole('table')).toBeNull();
  });
});
