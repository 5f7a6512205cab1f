import { Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { feedbackSuccessText, type FeedbackLabel } from '@hazardscope/contracts';
import { useAccount } from '../account/account-context.tsx';
import {
  feedbackFormSchema,
  feedbackSubjectMaximumLength,
} from '../account/account-form-schemas.ts';
import { errorText } from '../account/auth-error-text.ts';
import { DoneNotice, EmailInput, FormFooter } from '../account/form-parts.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
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
 * The feedback modal in its two variants: 'General Feedback' from the menu and
 * 'Strange Result' from a result, which also carries the analysis title and parameters. States:
 * idle, sending, success (Close replaces Cancel), error.
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
  const [sent, setSent] = useState(false);
  const { submitting, error, run } = useSubmission(errorText);
  const { form, canSubmit } = useValidatedForm(feedbackFormSchema, {
    email: account?.username ?? '',
    subject: '',
    comment: '',
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      await submitFeedback({
        email: values.email.trim().toLowerCase(),
        subject: values.subject.trim(),
        comment: values.comment.trim(),
        label: props.label,
        pageUrl: window.location.href,
        ...(props.context?.analysisTitle ? { analysisTitle: props.context.analysisTitle } : {}),
        ...(props.context?.parameters ? { parameters: props.context.parameters } : {}),
      });
      setSent(true);
    }),
  );

  if (sent)
    return <DoneNotice text={feedbackSuccessText} buttonLabel="Close" onClick={props.onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.context?.analysisTitle && (
          <Text size="sm" c="dimmed">
            About: {props.context.analysisTitle}
          </Text>
        )}
        <EmailInput inputProps={form.getInputProps('email')} />
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
        <FormFooter
          error={error}
          onCancel={props.onClose}
          submitLabel="Send"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
