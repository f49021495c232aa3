import { useCallback, useRef, useState } from 'react';

export type DeferredStage = 'idle' | 'load' | 'open';

/**
 * Heavy interactive widgets (menus built on Radix and floating-ui) stay out of the
 * first page load: a look-alike trigger renders at once, and the real widget loads
 * when the pointer or focus reaches it, opening straight away if it was clicked.
 */
export function useDeferredWidget() {
  const [stage, setStage] = useState<DeferredStage>('idle');
  const focused = useRef(false);
  const warm = useCallback(() => setStage((s) => (s === 'idle' ? 'load' : s)), []);
  const open = useCallback(() => setStage('open'), []);
  return {
    stage,
    /** Whether the look-alike trigger had keyboard focus when the real one replaced it. */
    hadFocus: () => focused.current,
    triggerProps: {
      onPointerEnter: warm,
      onFocus: () => {
        focused.current = true;
        warm();
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: open,
    },
  };
}
