import type { CreateRenderer, PageRender, PageRenderRequest } from '@grove/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
// The edge build, not the Node one: the Node build runs each render in an AsyncLocalStorage, and
// once one is used every promise in the process (the whole API's) pays for it; this one needs none.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { publicPageAt } from './app/public-pages';
import { AppRoutes } from './app/router';
import { recordFormats } from './lib/format';
import { i18n, setUpI18n } from './lib/i18n';
import { providePublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state';

/** The <link>, <meta> and <title> elements React puts ahead of the markup. */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[\s\S]*?<\/title>)+/;
const TITLE = /<title>([\s\S]*?)<\/title>/;

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * Renders a public page (the contracts' PUBLIC_PAGES) to HTML from the answers it shows, which
 * the server hands over from its own response cache: a visitor sees the page before its code has
 * downloaded, and search engines and link previews read it. The browser then hydrates this
 * markup with the same query cache (main.tsx).
 */
export const createRenderer: CreateRenderer = async ({ publicConfig }) => {
  providePublicConfig(publicConfig);
  await setUpI18n('en');

  async function render({ url, language, answer }: PageRenderRequest): Promise<PageRender> {
    const page = publicPageAt(url);
    if (!page) throw new Error(`${url} is not a public page`);
    await i18n.changeLanguage(language);
    const queryClient = createQueryClient();
    const [queries] = await Promise.all([page.load(language), i18n.loadNamespaces(['common', ...page.namespaces])]);
    await Promise.all(queries.map(async (query) => query.seed(queryClient, await answer(query.answer))));

    const errors: unknown[] = [];
    const formats = recordFormats();
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Every boundary inline and in order: no script is needed to put the page together.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    const markup = await new Response(prelude).text();
    const formatted = formats();
    if (errors.length) throw errors[0];

    // React writes what belongs in <head> (the page's <title>, its picture's preload) first;
    // rendering into an element rather than a whole document, it is the server's to move.
    const hoisted = HOISTED.exec(markup)?.[0] ?? '';
    const state: SsrState = { language, queries: dehydrate(queryClient), formats: formatted };
    return {
      title: TITLE.exec(hoisted)?.[1] ?? null,
      head: hoisted.replace(TITLE, ''),
      root: markup.slice(hoisted.length),
      afterRoot: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${escapeJson(state)}</script>`,
    };
  }

  // One render at a time: the interface language (and the formatting that follows it) is
  // i18next's one global setting, as it is in the browser. The server keeps what it renders,
  // so only the first visit to a page in a language (per catalogue change) waits here.
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const result = queue.then(() => render(request));
    queue = result.catch(() => undefined);
    return result;
  };
};
