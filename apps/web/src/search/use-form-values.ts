import { debounce, throttle, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import {
  formValueParsers,
  fromAddressFormValues,
  toAddressFormValues,
  type FormValues,
} from './form-values.ts';

/** Form edits reach the browser history after 1 s without changes. */
const historyDebounceMs = 1000;
/** A change written at once still waits this long, so that changes made together go as one. */
const immediateThrottleMs = 50;

/** How a change of the form's values reaches the address. */
export interface FormValuesUpdateOptions {
  /**
   * Written to the address at once, not after 1 s without changes: for a change that is not
   * typing (the result dialog shown). A debounced change is also held in a store that nuqs keeps
   * outside React, and its every change renders the whole page again synchronously, in one task,
   * even inside a transition; one written at once renders as the caller's update does.
   */
  immediate?: boolean;
}

/**
 * The search form's values, kept in the page's address: read from it when the page loads and
 * whenever the history moves (Back and Forward restore the form), and pushed to the browser
 * history 1 s after the last edit, so a reload or a copied link restores the form too. The screen
 * sees an edit at once; only the address waits.
 */
export function useFormValues(): [
  FormValues,
  (update: (values: FormValues) => FormValues, options?: FormValuesUpdateOptions) => void,
] {
  const [addressValues, setAddressValues] = useQueryStates(formValueParsers, {
    history: 'push',
    limitUrlUpdates: debounce(historyDebounceMs),
  });
  const values = useMemo(() => fromAddressFormValues(addressValues), [addressValues]);
  const update = useCallback(
    (change: (values: FormValues) => FormValues, options?: FormValuesUpdateOptions) => {
      void setAddressValues(
        (current) => toAddressFormValues(change(fromAddressFormValues(current))),
        options?.immediate ? { limitUrlUpdates: throttle(immediateThrottleMs) } : undefined,
      );
    },
    [setAddressValues],
  );
  return [values, update];
}
