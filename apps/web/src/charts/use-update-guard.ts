import { useEffect, useState } from 'react';

/** The adaptation charts take no new data for 250 ms after they last changed. */
export const adaptationChartUpdateGuardMilliseconds = 250;

/**
 * The value to draw, changing at most once per guard: after the shown value changes (and after the
 * first draw), new values are held back for `guardMilliseconds`; when the guard ends, the latest
 * value that arrived meanwhile is shown and starts the next guard. Values in between are skipped,
 * never the last one, so a burst of updates ends on its final state. Values are compared with
 * Object.is, so pass a stable (memoised) object.
 */
export function useUpdateGuard<Value>(value: Value, guardMilliseconds: number): Value {
  const [shown, setShown] = useState(value);
  const [guarding, setGuarding] = useState(true);
  // Adjusting state while rendering (React's pattern for state derived from props): a value that
  // arrives outside a guard is shown in this same render, and starts a guard.
  if (!guarding && !Object.is(value, shown)) {
    setShown(value);
    setGuarding(true);
  }
  useEffect(() => {
    if (!guarding) return;
    const timer = setTimeout(() => setGuarding(false), guardMilliseconds);
    return () => clearTimeout(timer);
  }, [guarding, shown, guardMilliseconds]);
  return shown;
}
