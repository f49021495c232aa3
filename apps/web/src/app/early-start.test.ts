import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProject } from '../../test/catalogue';
import { server } from '../../test/msw';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { projectsQueryOptions } from '@/features/businesses/api/list-projects';
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
    await expect.poll(preloadedImages, { timeout: 5_000 }).toEqual(['/api/v1/files/first.jpg']);
    // The page's own query finds the answer in the cache.
    const details = await queryClient.fetchQuery(projectDetailsQueryOptions('saigon-bean-roastery', 'vi'));
    expect(details.id).toBe('saigon-bean-roastery');
    expect(calls).toBe(1);
  });

  it('preloads the first Available card on Explore, and no picture for another tab', async () => {
    const projects = [
      makeProject({ id: 'paying', status: 'payout', image: '/api/v1/files/paying.jpg' }),
      makeProject({ id: 'open', status: 'fundraising', image: '/api/v1/files/open.jpg' }),
    ];
    server.use(http.get('/api/v1/public/projects', () => HttpResponse.json({ projects, total: 2 })));
    startPageLoad({ pathname: '/businesses', search: '' }, 'en', createQueryClient());
    await expect.poll(preloadedImages, { timeout: 5_000 }).toEqual(['/api/v1/files/open.jpg']);

    const other = createQueryClient();
    startPageLoad({ pathname: '/businesses', search: '?tab=paying-out' }, 'en', other);
    await other.fetchQuery(projectsQueryOptions('en'));
    expect(preloadedImages()).toEqual(['/api/v1/files/open.jpg']);
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
