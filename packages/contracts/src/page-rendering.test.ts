import { describe, expect, it } from 'vitest';
import { matchPublicPage } from './page-rendering.js';

describe('the public pages', () => {
  it('match as React Router matches their routes', () => {
    expect(matchPublicPage('/')).toEqual({ name: 'home', params: {}, url: '/' });
    expect(matchPublicPage('/Businesses/')).toEqual({ name: 'businesses', params: {}, url: '/businesses' });
    expect(matchPublicPage('/business/kartli%20craft')).toEqual({
      name: 'business',
      params: { id: 'kartli craft' },
      url: '/business/kartli%20craft',
    });
    for (const address of ['/profile', '/business/', '/business//x', '/business/a/payment', '/businesses/x', '/b%E0'])
      expect(matchPublicPage(address)).toBeNull();
  });

  it('keep only the query parameters a page reads, so other ones make no other copy of it', () => {
    expect(matchPublicPage('/businesses?utm_source=mail&tab=closed')?.url).toBe('/businesses?tab=closed');
    expect(matchPublicPage('/?tab=closed&ref=x')?.url).toBe('/');
    expect(matchPublicPage('/business/%E0%A4%A')).toBeNull();
  });

  it('spell one Explore search one way, whatever the order of its parameters, empty ones left out', () => {
    const one = matchPublicPage('/businesses?sort=newest&q=caf%C3%A9&category=retail&page=&utm=x')?.url;
    const other = matchPublicPage('/businesses?category=retail&q=caf%C3%A9&sort=newest&min=')?.url;
    expect(one).toBe('/businesses?q=caf%C3%A9&category=retail&sort=newest');
    expect(other).toBe(one);
  });
});
