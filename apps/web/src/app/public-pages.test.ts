import { PUBLIC_PAGE_PATHS } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { matchPublicPage, PUBLIC_PAGES } from './public-pages';

describe('the public pages', () => {
  it('are the ones the server sends its renderer (the contracts’ list)', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(Object.values(PUBLIC_PAGE_PATHS));
    expect(matchPublicPage({ pathname: '/business/kartli-craft-brewery', search: '' })?.params).toEqual({
      id: 'kartli-craft-brewery',
    });
    expect(matchPublicPage({ pathname: '/profile', search: '' })).toBeNull();
  });
});
