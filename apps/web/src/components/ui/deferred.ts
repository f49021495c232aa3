import { useCallback, useRef, useState } from 'react';

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
  // The same fact for the ref below, which runs in the commit, before the state is read again.
  const focused = useRef(false);
  // The look-alike shown while the code loads replaces the focused one: it takes the focus on.
  const takeFocusOn = useCallback((node: HTMLButtonElement | null) => {
    if (node && focused.current && focusWasLost()) node.focus();
  }, []);
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
        focused.current = true;
        setHadFocus(true);
        warm();
      },
      onBlur: (event: { relatedTarget: EventTarget | null }) => {
        // Focus moved on to another control: forget it. Without one, the look-alike was most likely
        // removed under the focus (replaced by the real widget), which takes the focus back.
        if (!event.relatedTarget) return;
        focused.current = false;
        setHadFocus(false);
      },
      ref: takeFocusOn,
      onClick: press,
    },
  };
}

/**
 * Whether keyboard focus is nowhere (on the page's body): what the browser leaves when the
 * focused look-alike is replaced. The real trigger then takes the focus back, so a Tab never
 * lands on nothing visible (issue 22); focus the visitor has moved elsewhere stays where it is.
 */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
