import type { PageRender, PageRenderer, PageRendererOptions, PageRenderRequest } from '@grove/contracts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { loadPublicPage, matchPublicPage } from './app/public-pages';
import { AppRoutes } from './app/router';
import { ApiError, setApiTransport } from './lib/api-client';
import { i18n, setUpI18n } from './lib/i18n';
import { providePublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { answersOf, SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state';

/** The <link>, <meta> and <title> elements React puts ahead of the markup. */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[\s\S]*?<\/title>)+/;
const TITLE = /<title>([\s\S]*?)<\/title>/;

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * Renders the public pages (app/public-pages.ts) to HTML on the server, so a visitor sees
 * the page before its code has downloaded, and search engines and link previews read it.
 * The browser then hydrates this markup (main.tsx). Other addresses get null: the plain page.
 */
export async function createRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  providePublicConfig(options.publicConfig);
  setApiTransport((input, init) =>
    options.api(String(input), { method: init?.method, headers: init?.headers as Record<string, string> }),
  );
  await setUpI18n('en');

  // One render at a time: the interface language (and the formatting that follows it) is
  // i18next's one global setting, as it is in the browser.
  let queue: Promise<unknown> = Promise.resolve();

  async function renderNow(request: PageRenderRequest): Promise<PageRender | null> {
    const [pathname = '/', search = ''] = request.url.split(/(?=\?)/, 2);
    const match = matchPublicPage({ pathname, search });
    if (!match) return null;

    await i18n.changeLanguage(request.language);
    await i18n.loadNamespaces(['common', ...match.page.namespaces]);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    try {
      const { module, queries } = await loadPublicPage(match, request.language);
      await Promise.all([...queries.map((query) => query.fetch(queryClient)), module.preload?.()]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
      throw error;
    }

    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Every boundary inline and in order: no script is needed to put the page together.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    let markup = '';
    for await (const chunk of prelude) markup += String(chunk);
    if (errors.length) throw errors[0];

    // React writes what belongs in <head> (the page's <title>, its picture's preload) first;
    // rendering into an element rather than a whole document, it is the server's to move.
    const hoisted = HOISTED.exec(markup)?.[0] ?? '';
    const root = markup.slice(hoisted.length);
    const title = TITLE.exec(hoisted);
    const state: SsrState = { language: request.language, queries: answersOf(queryClient) };
    return {
      kind: 'page',
      title: title?.[1] ?? null,
      head: hoisted.replace(TITLE, ''),
      root,
      afterRoot: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${escapeJson(state)}</script>`,
    };
  }

  return {
    render(request): Promise<PageRender | null> {
      const result = queue.then(() => renderNow(request));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
