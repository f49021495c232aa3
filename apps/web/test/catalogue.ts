import type { Portfolio, Project } from '@grove/contracts';
import { http, HttpResponse } from 'msw';
import { server } from './msw';

const DAY = 86_400_000;

/** A published business as the catalogue answers it; `endsInDays` sets its deadline. */
export function makeProject(overrides: Partial<Project> & { endsInDays?: number } = {}): Project {
  const { endsInDays = 20, ...rest } = overrides;
  const end = new Date(Date.now() + endsInDays * DAY - 60_000).toISOString();
  const id = rest.id ?? 'saigon-bean-roastery';
  return {
    id,
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
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    deadline: end,
    funding_start: '2026-10-01T00:00:00.000Z',
    funding_end: end,
    payout_format: 'Quarterly revenue share from month 7',
    expected_return: 16,
    investor_count: 112,
    featured: true,
    image: `/api/v1/files/${id}.svg`,
    image_alt: 'The café storefront',
    return: 16,
    raised: 78_600,
    target: 120_000,
    minInvestment: 150,
    endDate: end,
    fundedPercent: 66,
    ...rest,
  } as Project;
}

/** GET /api/v1/public/projects answers these businesses; returns the languages asked for. */
export function serveProjects(projects: Project[]) {
  const languages: (string | null)[] = [];
  server.use(
    http.get('/api/v1/public/projects', ({ request }) => {
      languages.push(new URL(request.url).searchParams.get('lang'));
      return HttpResponse.json({ projects, total: projects.length });
    }),
  );
  return languages;
}

export function serveFeatured(projects: Project[]) {
  server.use(http.get('/api/v1/public/projects/featured', () => HttpResponse.json(projects)));
}

export function makePortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    items: [],
    unfinished: [],
    // As the server counts: only the investments that hold money.
    investment_count: (overrides.items ?? []).filter((item) => item.status === 'succeeded').length,
    favorites: [],
    total_invested: 0,
    total_received: 0,
    currency: 'USD',
    wallet: [],
    ...overrides,
  };
}

/**
 * A signed-in user's portfolio on a fake server: GET answers the current state, and
 * PUT / DELETE of a favourite change it (404 PROJECT_NOT_FOUND for an unknown id).
 * Returns the calls made, e.g. ['PUT a', 'DELETE a'].
 */
export function servePortfolio(initial: Portfolio, catalogue: Project[] = initial.favorites) {
  const calls: string[] = [];
  let state = initial;
  server.use(
    http.get('/api/v1/portfolio/me', () => HttpResponse.json(state)),
    http.put('/api/v1/portfolio/me/favorites/:id', ({ params }) => {
      const id = String(params.id);
      calls.push(`PUT ${id}`);
      const project = catalogue.find((item) => item.id === id);
      if (!project)
        return HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 });
      if (!state.favorites.some((item) => item.id === id))
        state = { ...state, favorites: [project, ...state.favorites] };
      return HttpResponse.json({ project_id: id, favorite: true });
    }),
    http.delete('/api/v1/portfolio/me/favorites/:id', ({ params }) => {
      const id = String(params.id);
      calls.push(`DELETE ${id}`);
      state = { ...state, favorites: state.favorites.filter((item) => item.id !== id) };
      return HttpResponse.json({ project_id: id, favorite: false });
    }),
  );
  return calls;
}
