import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { deferredPart, hydratedWhenNeeded } from './deferred-part';

/** The part under test: a counter whose label is in the interface language. */
function Counter({ start }: { start: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {t('loading')} {count}
    </button>
  );
}

/** IntersectionObserver as jsdom lacks it: the test says when an element comes near the screen. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}
const comesIntoView = (element: Element) => act(async () => observed.get(element)?.([{ isIntersecting: true }]));

async function serverMarkup(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

let root: Root | undefined;
const recoverableErrors: unknown[] = [];
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  recoverableErrors.length = 0;
});
afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  observed.clear();
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

/** Renders the same tree as its sibling in the browser, with the server's own copy of the part. */
function ServerPart({ Part, start }: { Part: React.ComponentType<{ start: number }>; start: number }) {
  return <Part start={start} />;
}

async function hydrate(element: React.ReactNode, onServer: React.ReactNode = element) {
  const container = document.createElement('div');
  container.innerHTML = await serverMarkup(onServer);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return container;
}

describe('a deferred part of a page the server rendered', () => {
  it('keeps the server’s markup without its code until it comes near the screen, then hydrates it', async () => {
    // The server's copy of the part and the browser's: each loads its own code.
    const onServer = deferredPart(async () => Counter);
    const load = vi.fn(async () => Counter);
    const InBrowser = deferredPart(load);
    const container = await hydrate(<InBrowser start={1} />, <ServerPart Part={onServer} start={1} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Loading… 1');
    // Not hydrated: no code asked for.
    expect(load).not.toHaveBeenCalled();

    await comesIntoView(button);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    // Hydrated in place: the same element, now working.
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('Loading… 2');
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('keeps a click that comes before its code, and gives it to the part once hydrated', async () => {
    const onServer = deferredPart(async () => Counter);
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter))));
    const InBrowser = deferredPart(load);
    await hydrate(
      <>
        <a href="#elsewhere">Elsewhere</a>
        <InBrowser start={1} />
      </>,
      <>
        <a href="#elsewhere">Elsewhere</a>
        <ServerPart Part={onServer} start={1} />
      </>,
    );
    const button = screen.getByRole('button');
    const reachedTheRoot = vi.fn();
    document.body.addEventListener('click', reachedTheRoot);
    // The click asks for the code; until it arrives, React cannot hydrate the part for it.
    await act(async () => button.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Loading… 1');
    expect(reachedTheRoot).not.toHaveBeenCalled();

    await act(async () => arrive());
    // Hydrated in place, and the click counted once.
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('Loading… 2');
    expect(reachedTheRoot).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Loading… 3');
    expect(recoverableErrors).toEqual([]);
    document.body.removeEventListener('click', reachedTheRoot);
  });

  it('never holds a link’s click: a link works without the part’s code', async () => {
    const Link = () => <a href="#section">Section</a>;
    const onServer = deferredPart(async () => Link);
    const InBrowser = deferredPart(() => new Promise<typeof Link>(() => undefined));
    await hydrate(<InBrowser />, <ServerPart Part={onServer as never} start={0} />);
    // (React itself stops the event short of the part's elements, but lets the browser follow the link.)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void screen.getByRole('link').dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
  });

  it('keeps the server’s markup while the page around it renders again', async () => {
    const Shown = ({ value }: { value: number }) => <output>{value}</output>;
    const load = vi.fn(async () => Shown);
    const Part = deferredPart(load);
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Again {renders}
          </button>
          <Part value={renders} />
        </>
      );
    }
    await hydrate(<Page />);
    load.mockClear();
    const part = screen.getByRole('status');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Again 1');
    // Not hydrated yet, so still as the server rendered it: the same element, with what it showed.
    expect(screen.getByRole('status')).toBe(part);
    expect(part).toHaveTextContent('0');
    expect(load).not.toHaveBeenCalled();

    // Once needed, it hydrates as it was rendered, then takes the page's new props.
    await comesIntoView(part);
    expect(screen.getByRole('status')).toBe(part);
    expect(part).toHaveTextContent('1');
    expect(recoverableErrors).toEqual([]);
  });

  it('is hydrated when touched before it is seen', async () => {
    const Part = hydratedWhenNeeded(Counter);
    await hydrate(<Part start={5} />);
    const button = screen.getByRole('button');
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await act(async () => button.click());
    expect(button).toHaveTextContent('Loading… 6');
    expect(recoverableErrors).toEqual([]);
  });

  it('renders afresh in another language chosen before it was hydrated, without a hydration error', async () => {
    const Part = hydratedWhenNeeded(Counter);
    await hydrate(<Part start={1} />);
    await act(async () => {
      await i18n.changeLanguage('vi');
    });
    expect(screen.getByRole('button')).toHaveTextContent('Đang tải… 1');
    expect(recoverableErrors).toEqual([]);
  });
});

describe('a deferred part rendered in the browser', () => {
  it('loads at once, showing its placeholder meanwhile', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter))));
    const Part = deferredPart(load, <p>Waiting</p>);
    await act(async () => {
      render(<Part start={3} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('button')).toHaveTextContent('Loading… 3');
  });
});
