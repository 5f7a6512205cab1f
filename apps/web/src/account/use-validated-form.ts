import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/** Forms re-validate 700 ms after a change. */
export const validationDebounceMs = 700;

/**
 * A Mantine form validated by a zod schema: a field's message appears 700 ms after it changes, and
 * `canSubmit` (submit enabled) is true only when the whole form is valid.
 */
export function useValidatedForm<Values extends Record<string, unknown>>(
  schema: z.ZodType<unknown, Values>,
  initialValues: Values,
) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
    validateDebounce: validationDebounceMs,
  });
  const canSubmit = schema.safeParse(form.values).success;
  return { form, canSubmit };
}
