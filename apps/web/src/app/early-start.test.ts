import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProject } from '../../test/catalogue';
import { server } from '../../test/msw';
import { catalogueUrls } from '@/features/businesses/api/urls';
import { api } from '@/lib/api-client';
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
          media: [
            { id: 'm1', type: 'image', url: '/api/v1/files/first.jpg', alt: '' },
            { id: 'm2', type: 'image', url: '/api/v1/files/second.jpg', alt: '' },
          ],
        });
      }),
    );
    startPageLoad({ pathname: '/business/saigon-bean-roastery', search: '' }, 'vi');
    await expect.poll(preloadedImages).toEqual(['/api/v1/files/first.jpg']);
    const details = await api<{ id: string }>(catalogueUrls.details('saigon-bean-roastery', 'vi'));
    expect(details.id).toBe('saigon-bean-roastery');
    expect(calls).toBe(1);
  });

  it('preloads the first Available card on Explore, and no picture for another tab', async () => {
    const projects = [
      makeProject({ id: 'paying', status: 'payout', image: '/api/v1/files/paying.jpg' }),
      makeProject({ id: 'open', status: 'fundraising', image: '/api/v1/files/open.jpg' }),
    ];
    server.use(http.get('/api/v1/public/projects', () => HttpResponse.json({ projects, total: 2 })));
    startPageLoad({ pathname: '/businesses', search: '' }, 'en');
    await expect.poll(preloadedImages).toEqual(['/api/v1/files/open.jpg']);
    await api(catalogueUrls.list('en'));

    startPageLoad({ pathname: '/businesses', search: '?tab=paying-out' }, 'en');
    await api(catalogueUrls.list('en'));
    expect(preloadedImages()).toEqual(['/api/v1/files/open.jpg']);
  });

  it('leaves other pages, and a failed answer, to the page itself', async () => {
    server.use(
      http.get('/api/v1/public/projects/:id', () =>
        HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    startPageLoad({ pathname: '/business/missing', search: '' }, 'en');
    await expect(api(catalogueUrls.details('missing', 'en'))).rejects.toMatchObject({ status: 404 });
    expect(preloadedImages()).toEqual([]);
    // Any request here would be unhandled, and fail the test.
    startPageLoad({ pathname: '/profile', search: '' }, 'en');
  });
});
