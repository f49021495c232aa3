import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLanguage } from '@/lib/use-language';

/** The promise, marked as it settles so that React's `use` reads it at once afterwards (React's own convention). */
function tracked<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/**
 * Server markup waiting for its code (its `display: contents` wrapper), with the last click
 * held in it. A click on a button there before the part is hydrated would be lost: React can
 * hydrate a part at once for a click only when its code has already arrived. So the click is
 * held (stopped before React's listeners on the root) and given again once the part is hydrated.
 * A link is never held: it works without the part's code.
 */
const waitingMarkup = new Map<Element, Element | null>();

function holdClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('a[href]')) return;
  for (const wrapper of waitingMarkup.keys()) {
    if (!wrapper.contains(target)) continue;
    event.preventDefault();
    // Not stopImmediatePropagation: whenNeeded's listener on the document must still hear it.
    event.stopPropagation();
    waitingMarkup.set(wrapper, target);
    return;
  }
}

function holdClicksIn(wrapper: Element) {
  if (waitingMarkup.size === 0) document.addEventListener('click', holdClick, true);
  if (!waitingMarkup.has(wrapper)) waitingMarkup.set(wrapper, null);
}

/** The part is hydrated (or its markup was dropped): a held click goes to the element it was meant for. */
function releaseClicksIn(wrapper: Element) {
  const held = waitingMarkup.get(wrapper);
  waitingMarkup.delete(wrapper);
  if (waitingMarkup.size === 0) document.removeEventListener('click', holdClick, true);
  if (held instanceof HTMLElement && held.isConnected) held.click();
}

/**
 * Resolves when the markup in `element` (a `display: contents` wrapper, so its children are
 * watched) comes within half a screen of the viewport, is touched or focused, or is gone (React
 * rendered the part afresh, and it waits for its code).
 */
function whenNeeded(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const markup = [...element.children];
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '50% 0px',
    });
    const removal = new MutationObserver(() => markup.some((child) => !child.isConnected) && done());
    const onInteraction = (event: Event) => event.target instanceof Node && element.contains(event.target) && done();
    function done() {
      observer.disconnect();
      removal.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      resolve();
    }
    if (markup.length === 0) return done();
    for (const child of markup) observer.observe(child);
    removal.observe(element, { childList: true });
    // Before React's own listeners: a touch starts the part's code, and React hydrates it for the click that follows.
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  });
}

/** The server's markup of this part, while the browser has not hydrated it yet. */
const serverMarkup = (id: string) =>
  typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);

type Mode<P> =
  /** Hydrating the server's markup once it is needed, with the props and in the language it was rendered with. */
  | { kind: 'waiting'; gate: Promise<void>; props: P; language: string; markup: Element }
  /** Rendered by the browser; `key` changes once, when the server's markup had to be dropped. */
  | { kind: 'live'; key: string };

/**
 * A part of a page whose code is not in the page's first download. In markup the server
 * rendered, it stays as the server sent it (its links work) and is hydrated only when it comes
 * near the screen or is touched: parts that are not needed yet cost the first load no
 * JavaScript. Rendered in the browser (a page reached by navigation), it loads at once,
 * showing `placeholder` meanwhile. The server renders it whole.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined;
  return deferred(() => (code ??= tracked(load())), placeholder);
}

/**
 * A component whose server markup is hydrated only when it comes near the screen or is
 * touched (as in deferredPart); rendered in the browser, it renders at once.
 */
export function hydratedWhenNeeded<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const code = Object.assign(Promise.resolve(Component), { status: 'fulfilled', value: Component });
  return deferred(() => code, null);
}

function deferred<P extends object>(loadCode: () => Promise<ComponentType<P>>, placeholder: ReactNode) {
  function Part({ gate, props, onShown }: { gate: Promise<void> | null; props: P; onShown: () => void }) {
    if (gate) use(gate);
    const Component = use(loadCode());
    useEffect(onShown, [onShown]);
    return <Component {...props} />;
  }

  return function DeferredPart(props: P) {
    const id = useId();
    const language = useLanguage();
    const [mode, setMode] = useState<Mode<P>>(() => {
      const markup = serverMarkup(id);
      if (!markup) return { kind: 'live', key: '' };
      // From the first render: hydrating the page around the part can take a while, and a click meanwhile is held too.
      holdClicksIn(markup);
      return { kind: 'waiting', gate: tracked(whenNeeded(markup)), props, language, markup };
    });
    // Markup in one language cannot be hydrated in another: after a change of language the part renders afresh.
    if (mode.kind === 'waiting' && mode.language !== language) setMode({ kind: 'live', key: language });
    const markup = mode.kind === 'waiting' ? mode.markup : null;
    // Held while the markup waits; once hydrated (or dropped), a held click goes to its element.
    useEffect(() => {
      if (!markup) return;
      holdClicksIn(markup);
      return () => releaseClicksIn(markup);
    }, [markup]);
    const onShown = useCallback(
      () => setMode((current) => (current.kind === 'waiting' ? { kind: 'live', key: '' } : current)),
      [],
    );
    const waiting = mode.kind === 'waiting';
    const partProps = waiting ? mode.props : props;
    // The same element while the markup waits: React would render a boundary that is given new
    // props before it is hydrated afresh, and drop the server's markup.
    const part = useMemo(
      () => (
        <Suspense key={mode.kind === 'waiting' ? '' : mode.key} fallback={placeholder}>
          <Part gate={mode.kind === 'waiting' ? mode.gate : null} props={partProps} onShown={onShown} />
        </Suspense>
      ),
      [mode, partProps, onShown],
    );
    return (
      <div data-deferred={id} className="contents">
        {part}
      </div>
    );
  };
}
