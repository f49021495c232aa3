import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickyRailFor, useStickyRail } from './use-sticky-rail';

describe('stickyRailFor', () => {
  it('sticks the whole rail under the header when it fits there', () => {
    expect(stickyRailFor(420, 300, 900)).toBe('rail');
    // 1280 × 800 leaves 704 px below the header and above the bottom gap: 420 + 16 + 268.
    expect(stickyRailFor(420, 268, 800)).toBe('rail');
  });

  it('keeps just the funding overview in view when the whole rail does not fit', () => {
    expect(stickyRailFor(420, 269, 800)).toBe('overview');
    expect(stickyRailFor(420, 600, 800)).toBe('overview');
    expect(stickyRailFor(704, 0, 800)).toBe('rail');
  });

  it('sticks nothing when even the overview is taller than the room below the header', () => {
    expect(stickyRailFor(705, 100, 800)).toBeNull();
    expect(stickyRailFor(420, 300, 480)).toBeNull();
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

const sized = (height: { value: number }) => (element: HTMLDivElement | null) => {
  if (element) Object.defineProperty(element, 'offsetHeight', { get: () => height.value, configurable: true });
};

function Rail({ overviewHeight, restHeight }: { overviewHeight: { value: number }; restHeight: { value: number } }) {
  const overview = useRef<HTMLDivElement>(null);
  const rest = useRef<HTMLDivElement>(null);
  const mode = useStickyRail(overview, rest);
  return (
    <div data-testid="rail" data-sticky={mode ?? 'none'}>
      <div
        ref={(element) => {
          overview.current = element;
          sized(overviewHeight)(element);
        }}
      />
      <div
        ref={(element) => {
          rest.current = element;
          sized(restHeight)(element);
        }}
      />
    </div>
  );
}

describe('useStickyRail', () => {
  afterEach(() => {
    FakeObserver.all = [];
    vi.unstubAllGlobals();
  });

  it('follows the rail and the window as they change size', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 900);
    const overviewHeight = { value: 420 };
    const restHeight = { value: 300 };
    render(<Rail overviewHeight={overviewHeight} restHeight={restHeight} />);
    const rail = screen.getByTestId('rail');
    expect(rail).toHaveAttribute('data-sticky', 'rail');

    // A signed-in investor's summary joins the rail: it no longer fits.
    restHeight.value = 520;
    act(() => FakeObserver.all[0]!.fire());
    expect(rail).toHaveAttribute('data-sticky', 'overview');

    act(() => {
      vi.stubGlobal('innerHeight', 500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(rail).toHaveAttribute('data-sticky', 'none');
  });
});
