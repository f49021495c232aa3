import './styles.css';
import { rememberShareSourceIn } from './lib/share-source';
import { SSR_STATE_ELEMENT_ID } from './ssr-state';

// A share link's code first of all: a tap on "Invest now" before the app has run must not lose it.
rememberShareSourceIn(window.location);

/** Resolves once the browser has painted a frame; a hidden tab, which paints nothing, waits no longer than this. */
const HIDDEN_TAB_WAIT_MS = 100;
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The page's first module. Usually the app's code (main.tsx and everything it imports) is
// already downloading, from the modulepreload links the build writes into index.html. A page
// the server rendered comes without them: it is painted first, and only then is the app's code
// fetched (all at once) and run to take the markup over (hydrate it). Seeing the page is what
// the visitor came for; its buttons working a moment later is the lesser wait.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) await afterNextPaint();
// Running all of the app's modules at once holds a phone's main thread for some 350 ms, and a
// tap meanwhile waits: React runs first, then the router, query cache and i18n (the
// `framework` file, vite.config.ts), then the rest of the app, each in a task of its own.
await import('react-dom/client');
await nextTask();
await import('./framework');
await nextTask();
await import('./main');
