import { describe, expect, it } from 'vitest';
import { scrollCueOf } from './use-scroll-cue';

describe('scrollCueOf', () => {
  it('shows no cue when everything fits', () => {
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({ before: false, after: false });
  });

  it('cues what lies beyond the right edge at the start, both sides midway, the left at the end', () => {
    expect(scrollCueOf({ scrollLeft: 0, scrollWidth: 900, clientWidth: 600 })).toEqual({ before: false, after: true });
    expect(scrollCueOf({ scrollLeft: 150, scrollWidth: 900, clientWidth: 600 })).toEqual({ before: true, after: true });
    expect(scrollCueOf({ scrollLeft: 300, scrollWidth: 900, clientWidth: 600 })).toEqual({
      before: true,
      after: false,
    });
  });

  it('ignores a pixel of rounding at either end', () => {
    expect(scrollCueOf({ scrollLeft: 0.5, scrollWidth: 900, clientWidth: 600 })).toEqual({
      before: false,
      after: true,
    });
    expect(scrollCueOf({ scrollLeft: 299.5, scrollWidth: 900, clientWidth: 600 })).toEqual({
      before: true,
      after: false,
    });
  });
});
