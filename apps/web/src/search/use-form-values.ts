import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formValuesFromSearch, searchFromFormValues, type FormValues } from './form-values.ts';

/** Form edits reach the browser history after 1 s without changes. */
const historyDebounceMs = 1000;

/**
 * The search form's values: read from the URL when the page loads, and pushed to the browser
 * history 1 s after the last edit, so reload, back and a copied URL restore the form.
 */
export function useFormValues(): [
  FormValues,
  (update: (values: FormValues) => FormValues) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => formValuesFromSearch(location.search));

  const pushToHistory = useDebouncedCallback((next: FormValues) => {
    const search = searchFromFormValues(next, window.location.search);
    if (search !== window.location.search) navigate({ search }, { replace: false });
  }, historyDebounceMs);

  const update = useCallback(
    (change: (values: FormValues) => FormValues) => {
      setValues((current) => {
        const next = change(current);
        pushToHistory(next);
        return next;
      });
    },
    [pushToHistory],
  );
  return [values, update];
}
