import { Alert } from '@mantine/core';

/** The error or notice area of a modal form; announced to screen readers as it changes. */
export function FormMessage(props: {
  kind: 'error' | 'info' | 'success';
  text: string | undefined;
}) {
  if (!props.text) return null;
  const colour = { error: 'red', info: 'blue', success: 'green' }[props.kind];
  return (
    <Alert color={colour} variant="light" role={props.kind === 'error' ? 'alert' : 'status'} p="sm">
      {props.text}
    </Alert>
  );
}
