import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_GAP, stickyTopFor, useStickyTop } from './use-sticky-top';

describe('stickyTopFor', () => {
  it('sticks a panel under the header when it fits below it, and not at all when it does not', () => {
    expect(stickyTopFor(500, 900)).toBe(HEADER_GAP);
    // 1280 × 800: the window leaves 704 px below the header and the gap under the panel.
    expect(stickyTopFor(704, 800)).toBe(HEADER_GAP);
    expect(stickyTopFor(705, 800)).toBeNull();
    expect(stickyTopFor(1200, 800)).toBeNull();
  });
});

/** ResizeObserver as the browser runs it: it reports at once, and again when told. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: () => void) {
    FakeObserver.all.push(this);
  }
  observe() {
    this.callback();
  }
  disconnect() {}
  fire() {
    this.callback();
  }
}

function Panel({ height }: { height: { value: number } }) {
  const ref = useRef<HTMLDivElement>(null);
  const top = useStickyTop(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) Object.defineProperty(element, 'offsetHeight', { get: () => height.value, configurable: true });
      }}
      data-testid="panel"
      data-top={top === null ? 'none' : String(top)}
    />
  );
}

describe('useStickyTop', () => {
  afterEach(() => {
    FakeObserver.all = [];
  });

  it('follows the panel and the window: sticks while the panel fits, stops when it grows or the window shrinks', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 900);
    const height = { value: 600 };
    render(<Panel height={height} />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-top', String(HEADER_GAP));

    height.value = 850;
    act(() => FakeObserver.all[0]!.fire());
    expect(panel).toHaveAttribute('data-top', 'none');

    height.value = 600;
    act(() => FakeObserver.all[0]!.fire());
    expect(panel).toHaveAttribute('data-top', String(HEADER_GAP));
    act(() => {
      vi.stubGlobal('innerHeight', 650);
      window.dispatchEvent(new Event('resize'));
    });
    expect(panel).toHaveAttribute('data-top', 'none');
    vi.unstubAllGlobals();
  });
});
