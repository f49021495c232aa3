import { useCallback, useState } from 'react';

/**
 * Heavy interactive widgets (menus built on Radix and floating-ui) stay out of the
 * first page load: a look-alike trigger renders at once, and the real widget loads
 * when the pointer or focus reaches it. The open state lives here, so a press made
 * while the code is still loading still opens the menu once it arrives. Like Radix,
 * the look-alike opens on pointer down (mouse, touch) and on click (keyboard).
 */
export function useDeferredWidget() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const warm = useCallback(() => setLoaded(true), []);
  const press = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  return {
    /** Render the real widget (it may still be loading). */
    loaded,
    open,
    setOpen,
    /** Whether the look-alike trigger had keyboard focus when the real one replaced it. */
    hadFocus,
    triggerProps: {
      onPointerEnter: warm,
      onPointerDown: (event: { button: number; ctrlKey: boolean }) => {
        if (event.button === 0 && !event.ctrlKey) press();
      },
      onFocus: () => {
        setHadFocus(true);
        warm();
      },
      onBlur: () => setHadFocus(false),
      onClick: press,
    },
  };
}
