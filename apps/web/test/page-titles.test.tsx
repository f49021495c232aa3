import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteModule } from '@/app/lazy-page';
import { PAGE_TITLES } from '@/components/page-title';
import { i18n } from '@/lib/i18n';
import { resetSession } from './account';
import { renderApp } from './render';

import en from '@/locales/en/common.json';
import ru from '@/locales/ru/common.json';
import vi from '@/locales/vi/common.json';

const routeModules = import.meta.glob<RouteModule>('../src/app/routes/*.tsx');

/** Route modules whose page writes its own title from its data (a business's name) or that are no route. */
const OWN_TITLE = new Set([
  'business',
  'admin-projects',
  'admin-project-new',
  'admin-project-edit',
  'admin-project-preview',
  'not-found',
  'landing-below',
  // A business in the founder's portal: the frame titles each area with the business's name.
  'founder-business',
  'founder-overview',
  'founder-campaign',
  'founder-media',
  'founder-team',
  'founder-investors',
  'founder-revenue',
]);

beforeEach(resetSession);
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('browser tab titles', () => {
  it('gives every page module a title of its own', async () => {
    const missing: string[] = [];
    for (const [file, load] of Object.entries(routeModules)) {
      const name = /routes\/([\w-]+)\.tsx$/.exec(file)![1]!;
      if (OWN_TITLE.has(name)) continue;
      const { title } = await load();
      if (!title || !(PAGE_TITLES as readonly string[]).includes(title)) missing.push(name);
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('has every title in English, Vietnamese and Russian', () => {
    for (const titles of [en.pageTitles, vi.pageTitles, ru.pageTitles] as Record<string, string>[]) {
      for (const key of PAGE_TITLES) expect(titles[key], key).toMatch(/\S/);
      expect(titles.format).toContain('{{page}}');
    }
    // Translated, not copied.
    expect(vi.pageTitles.portfolio).not.toBe(en.pageTitles.portfolio);
    expect(ru.pageTitles.portfolio).not.toBe(en.pageTitles.portfolio);
  });

  it('titles a page in the reader’s language and follows a change of language', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    await waitFor(() => expect(document.title).toBe('Terms of Use · Grove'));
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(document.title).toBe('Условия использования · Grove'));
  });

  it('titles the not-found page', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Grove'));
  });
});
