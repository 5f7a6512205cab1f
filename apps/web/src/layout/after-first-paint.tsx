import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page's first frame has been painted. Parts below the fold render only then, so the
 * first frame (the search screen) is drawn sooner and the main thread's work comes in two shorter
 * tasks. Outside a page frame (tests, a component alone) everything renders at once.
 */
const AfterFirstPaintContext = createContext(true);

export function useAfterFirstPaint(): boolean {
  return useContext(AfterFirstPaintContext);
}

/**
 * False on the first render, true once the browser has painted a frame after it (the frame's
 * callback runs before that paint, the timeout after it). The update is a transition: React renders
 * it in slices between which the browser can answer input.
 */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}

export const AfterFirstPaintProvider = AfterFirstPaintContext.Provider;
