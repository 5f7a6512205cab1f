import { debounce, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import {
  formValueParsers,
  fromAddressFormValues,
  toAddressFormValues,
  type FormValues,
} from './form-values.ts';

/** Form edits reach the browser history after 1 s without changes. */
const historyDebounceMs = 1000;

/**
 * The search form's values, kept in the page's address: read from it when the page loads and
 * whenever the history moves (Back and Forward restore the form), and pushed to the browser
 * history 1 s after the last edit, so a reload or a copied link restores the form too. The screen
 * sees an edit at once; only the address waits.
 */
export function useFormValues(): [
  FormValues,
  (update: (values: FormValues) => FormValues) => void,
] {
  const [addressValues, setAddressValues] = useQueryStates(formValueParsers, {
    history: 'push',
    limitUrlUpdates: debounce(historyDebounceMs),
  });
  const values = useMemo(() => fromAddressFormValues(addressValues), [addressValues]);
  const update = useCallback(
    (change: (values: FormValues) => FormValues) => {
      void setAddressValues((current) =>
        toAddressFormValues(change(fromAddressFormValues(current))),
      );
    },
    [setAddressValues],
  );
  return [values, update];
}
