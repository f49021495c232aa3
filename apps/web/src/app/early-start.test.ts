import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { exploreAnswerOf, makeProject } from '../../test/catalogue';
import { server } from '../../test/msw';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { exploreQueryOptions } from '@/features/businesses/api/explore-projects';
import { exploreQueryFromSearch } from '@/features/businesses/utils/explore-query';
import { createQueryClient } from '@/lib/query-client';
import { startPageLoad } from './early-start';

const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the first load of a catalogue page', () => {
  it('asks for a business’s details once, and preloads its first photo', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/public/projects/:id', ({ params }) => {
        calls += 1;
        return HttpResponse.json({
          id: params.id,
          documents: [],
          updates: [],
          media: [
            { id: 'm1', type: 'image', url: '/api/v1/files/first.jpg', alt: '' },
            { id: 'm2', type: 'image', url: '/api/v1/files/second.jpg', alt: '' },
          ],
        });
      }),
    );
    const queryClient = createQueryClient();
    startPageLoad({ pathname: '/business/saigon-bean-roastery', search: '' }, 'vi', queryClient);
    // The page's code loads first: on a busy machine that can take a few seconds.
    await expect.poll(preloadedImages, { timeout: 5_000 }).toEqual(['/api/v1/files/first.jpg']);
    // The page's own query finds the answer in the cache.
    const details = await queryClient.fetchQuery(projectDetailsQueryOptions('saigon-bean-roastery', 'vi'));
    expect(details.id).toBe('saigon-bean-roastery');
    expect(calls).toBe(1);
  });

  it('asks Explore for the page its address names, and preloads that page’s first card', async () => {
    const projects = [
      makeProject({ id: 'paying', status: 'payout', image: '/api/v1/files/paying.jpg' }),
      makeProject({ id: 'open', status: 'fundraising', image: '/api/v1/files/open.jpg' }),
      makeProject({ id: 'other', status: 'fundraising', category: 'retail', image: '/api/v1/files/other.jpg' }),
    ];
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/public/project-catalogue', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        return HttpResponse.json(exploreAnswerOf(projects, params));
      }),
    );
    startPageLoad({ pathname: '/businesses', search: '' }, 'en', createQueryClient());
    await expect.poll(preloadedImages, { timeout: 5_000 }).toEqual(['/api/v1/files/open.jpg']);
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();

    const search = '?tab=paying-out&category=food_beverage&sort=newest';
    const other = createQueryClient();
    startPageLoad({ pathname: '/businesses', search }, 'en', other);
    await expect.poll(preloadedImages, { timeout: 5_000 }).toEqual(['/api/v1/files/paying.jpg']);
    // The page's own query finds that answer in the cache.
    await other.fetchQuery(exploreQueryOptions('en', exploreQueryFromSearch(new URLSearchParams(search))));
    expect(asked).toEqual(['lang=en', 'lang=en&tab=paying_out&category=food_beverage&sort=newest']);
  });

  it('leaves other pages, and a failed answer, to the page itself', async () => {
    server.use(
      http.get('/api/v1/public/projects/:id', () =>
        HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    const queryClient = createQueryClient();
    startPageLoad({ pathname: '/business/missing', search: '' }, 'en', queryClient);
    await expect
      .poll(() => queryClient.getQueryState(projectDetailsQueryOptions('missing', 'en').queryKey)?.status)
      .toBe('error');
    expect(preloadedImages()).toEqual([]);
    // Any request here would be unhandled, and fail the test.
    startPageLoad({ pathname: '/profile', search: '' }, 'en', queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
