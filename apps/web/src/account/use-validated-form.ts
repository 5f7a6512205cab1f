import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/** Forms re-validate 700 ms after a change. */
export const validationDebounceMs = 700;

/**
 * A Mantine form validated by a zod schema: a field's message appears 700 ms after it changes and
 * goes as soon as the change makes the field right, and `canSubmit` (submit enabled) is true only
 * when the whole form is valid. Were the message to stay its 700 ms, the buttons below it would move
 * up only then, under a pointer already on its way to them, and a click could land where a button
 * had been.
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
    onValuesChange: (values) => {
      const parsed = schema.safeParse(values);
      const wrongFields = new Set(
        parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.')),
      );
      for (const field of Object.keys(values))
        if (!wrongFields.has(field)) form.clearFieldError(field);
    },
  });
  const canSubmit = schema.safeParse(form.values).success;
  return { form, canSubmit };
}
