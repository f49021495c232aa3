import { DEFAULT_LANGUAGE } from '@grove/contracts';
import { hydrate } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPageLoad } from './app/early-start';
import { takeRenderedFormats } from './lib/format';
import { detectInitialLanguage, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The server puts a per-request nonce in this meta tag; UI libraries use it for the
// few <style> elements they insert (scroll lock), so the CSP needs no 'unsafe-inline'.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && !nonce.startsWith('__')) setNonce(nonce);

const detected = await detectInitialLanguage();
const language = detected ?? DEFAULT_LANGUAGE;
const queryClient = createQueryClient();
// A public page comes rendered by the server (entry-server.tsx). The browser takes that
// markup over (hydrates it) when it would show the page in the same language, with the query
// cache it was rendered from; otherwise it renders the page afresh in its own.
const ssrState = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
const ssr = ssrState ? (JSON.parse(ssrState) as SsrState) : null;
const hydrating = ssr !== null && ssr.language === language;
if (hydrating) {
  hydrate(queryClient, ssr.queries);
  takeRenderedFormats(ssr.formats);
}
startPageLoad(window.location, language, queryClient);
await initI18n(detected);

const container = document.getElementById('root')!;
// Hydration in a task of its own, after i18n's.
if (hydrating) await nextTask();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few milliseconds, so a tap
// on the painted page is not held up behind the whole page's hydration.
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
