import {
  EXPLORE_COUNT_CAP,
  EXPLORE_PAGE_SIZE,
  EXPLORE_TABS,
  exploreTabsOf,
  normalizeBusinessStatus,
  raiseOutcomeOf,
  type ExploreAnswer,
  type ExploreTab,
  type Portfolio,
  type Project,
} from '@grove/contracts';
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
    fully_reserved: false,
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

const endOf = (project: Project) => Date.parse(project.funding_end ?? project.updated_at) || 0;

/**
 * What GET /api/v1/public/project-catalogue answers for these businesses, as the server does it
 * (search in name and description, filters, orders, pages of EXPLORE_PAGE_SIZE), in memory.
 */
export function exploreAnswerOf(projects: Project[], params: URLSearchParams): ExploreAnswer {
  const q = params.get('q')?.toLowerCase();
  const location = params.get('location')?.toLowerCase();
  const category = params.get('category');
  const min = params.has('ticket_min') ? Number(params.get('ticket_min')) : undefined;
  const max = params.has('ticket_max') ? Number(params.get('ticket_max')) : undefined;
  const matching = projects.filter(
    (project) =>
      (!q || `${project.name} ${project.description}`.toLowerCase().includes(q)) &&
      (!location || project.location.toLowerCase().includes(location)) &&
      (!category || project.category === category) &&
      (min === undefined || project.ticket_max >= min) &&
      (max === undefined || project.ticket_min <= max),
  );
  const tabsOf = (project: Project) => exploreTabsOf(normalizeBusinessStatus(project.status));
  const tab = (params.get('tab') ?? 'available') as ExploreTab;
  const inTab = matching.filter((project) => tabsOf(project).includes(tab));
  const sort = params.get('sort') ?? 'featured';
  if (sort === 'newest') inTab.sort((a, b) => b.created_at.localeCompare(a.created_at));
  else if (sort === 'most_funded') inTab.sort((a, b) => b.fundedPercent - a.fundedPercent);
  else if (sort === 'ending_soon') inTab.sort((a, b) => endOf(a) - endOf(b));
  else if (tab === 'closed') inTab.sort((a, b) => endOf(b) - endOf(a));
  const page = Number(params.get('page') ?? '1');
  const trackRecord = { funded: 0, refunded: 0 };
  for (const project of matching) {
    const outcome = tabsOf(project).includes('closed') ? raiseOutcomeOf(normalizeBusinessStatus(project.status)) : null;
    if (outcome) trackRecord[outcome] += 1;
  }
  // Counts past the cap are sent as the cap + 1 ("more than the cap"); a search or filter that
  // matches more than the cap in all has only the shown tab counted.
  const capped = (count: number) => Math.min(EXPLORE_COUNT_CAP + 1, count);
  const filtered = [...params.keys()].some((key) =>
    ['q', 'location', 'category', 'ticket_min', 'ticket_max'].includes(key),
  );
  const inTabs = matching.filter((project) => tabsOf(project).length > 0).length;
  const uncounted = filtered && inTabs > EXPLORE_COUNT_CAP;
  return {
    projects: inTab.slice((page - 1) * EXPLORE_PAGE_SIZE, page * EXPLORE_PAGE_SIZE),
    total: capped(inTab.length),
    page,
    page_size: EXPLORE_PAGE_SIZE,
    count_cap: EXPLORE_COUNT_CAP,
    tabs: Object.fromEntries(
      EXPLORE_TABS.map((key) => [
        key,
        uncounted ? null : capped(matching.filter((project) => tabsOf(project).includes(key)).length),
      ]),
    ) as ExploreAnswer['tabs'],
    track_record: uncounted ? null : { funded: capped(trackRecord.funded), refunded: capped(trackRecord.refunded) },
  };
}

/** The query strings (without the language) Explore asked /public/project-catalogue for since the last serveProjects. */
export const exploreRequests: string[] = [];

/**
 * GET /api/v1/public/projects and Explore's /public/project-catalogue answer these businesses;
 * returns the languages asked for.
 */
export function serveProjects(projects: Project[]) {
  const languages: (string | null)[] = [];
  exploreRequests.length = 0;
  server.use(
    http.get('/api/v1/public/projects', ({ request }) => {
      languages.push(new URL(request.url).searchParams.get('lang'));
      return HttpResponse.json({ projects, total: projects.length });
    }),
    http.get('/api/v1/public/project-catalogue', ({ request }) => {
      const params = new URL(request.url).searchParams;
      languages.push(params.get('lang'));
      params.delete('lang');
      exploreRequests.push(params.toString());
      return HttpResponse.json(exploreAnswerOf(projects, params));
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
