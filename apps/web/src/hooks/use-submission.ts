import { useState } from 'react';

/**
 * The state of an action the user started (a form sent, an analysis re-run): `run` marks it busy,
 * clears the last error, and on failure keeps the text `describeError` gives for it.
 */
export function useSubmission(describeError: (error: unknown) => string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<void>) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, error, setError, run };
}
