import { useSyncExternalStore } from 'react';

/**
 * The viewport's width as last read: once, then once per resize. React asks for the value on every
 * render of every component that uses it, and reading window.innerWidth makes the browser bring
 * style and layout up to date first when the page has changed since (a forced layout, in the middle
 * of React's work while the app renders).
 */
let widthPx: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  widthPx = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('resize', onResize);
    // A resize between the first read and this subscription would otherwise go unseen; checked
    // before the next frame, where the browser brings layout up to date anyway.
    requestAnimationFrame(() => {
      if (listeners.size > 0 && window.innerWidth !== widthPx) onResize();
    });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Unwatched, the width may go stale: the next reader reads it afresh.
    widthPx = undefined;
  };
}

/** The viewport width in CSS px, correct on the first render (no flash of the wrong layout). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => (widthPx ??= window.innerWidth),
    () => 1280,
  );
}
