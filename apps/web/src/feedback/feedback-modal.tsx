import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { feedbackSuccessText, type FeedbackLabel } from '@hazardscope/contracts';
import { useAccount } from '../account/account-context.tsx';
import {
  feedbackFormSchema,
  feedbackSubjectMaximumLength,
} from '../account/account-form-schemas.ts';
import { errorText } from '../account/auth-error-text.ts';
import { FormMessage } from '../account/form-message.tsx';
import { useValidatedForm } from '../account/use-validated-form.ts';
import { submitFeedback } from './submit-feedback.ts';

export interface FeedbackContext {
  analysisTitle?: string;
  parameters?: Record<string, unknown>;
}

const modalTitles: Record<FeedbackLabel, string> = {
  'General Feedback': 'Feedback',
  'Strange Result': 'Report a Strange Result',
};

/**
 * The feedback modal (SPEC.md §2) in its two variants: 'General Feedback' from the menu and
 * 'Strange Result' from a result, which also carries the analysis title and parameters. States
 * (SPEC.md §4): idle, sending, success (Close replaces Cancel), error.
 */
export function FeedbackModal(props: {
  opened: boolean;
  label: FeedbackLabel;
  context?: FeedbackContext;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={modalTitles[props.label]}>
      {props.opened && <FeedbackForm {...props} />}
    </Modal>
  );
}

function FeedbackForm(props: {
  label: FeedbackLabel;
  context?: FeedbackContext;
  onClose: () => void;
}) {
  const { account } = useAccount();
  const [state, setState] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [error, setError] = useState<string>();
  const { form, canSubmit } = useValidatedForm(feedbackFormSchema, {
    email: account?.username ?? '',
    subject: '',
    comment: '',
  });

  const submit = form.onSubmit(async (values) => {
    setState('sending');
    setError(undefined);
    try {
      await submitFeedback({
        email: values.email.trim().toLowerCase(),
        subject: values.subject.trim(),
        comment: values.comment.trim(),
        label: props.label,
        pageUrl: window.location.href,
        ...(props.context?.analysisTitle ? { analysisTitle: props.context.analysisTitle } : {}),
        ...(props.context?.parameters ? { parameters: props.context.parameters } : {}),
      });
      setState('success');
    } catch (caught) {
      setError(errorText(caught));
      setState('error');
    }
  });

  if (state === 'success') {
    return (
      <Stack gap="md">
        <FormMessage kind="success" text={feedbackSuccessText} />
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.context?.analysisTitle && (
          <Text size="sm" c="dimmed">
            About: {props.context.analysisTitle}
          </Text>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Subject"
          required
          description={`${form.values.subject.length} / ${feedbackSubjectMaximumLength}`}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Comment"
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('comment')}
        />
        <FormMessage kind="error" text={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={state === 'sending'}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
