import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccountReply, SavedAnalysis } from '@hazardscope/contracts';
import { refreshSavedAnalyses, useAccount } from './account-context.tsx';
import { saveAnalysis } from './saved-analyses-api.ts';
import { titleSchema } from './account-form-schemas.ts';
import { errorText } from './auth-error-text.ts';
import { FormFooter } from './form-parts.tsx';
import { LoginForm } from './login-form.tsx';
import { verifyEmailNotice } from './login-modal.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { VerifyForm } from './verify-form.tsx';
import { usePageView } from '../analytics/page-views.ts';

const saveAnalysisTitle = 'Save Analysis';

/**
 * The Save Analysis modal: a visitor first gives an e-mail address (no
 * password; an account is made and a link mailed), then a logged-in user enters a Title and saves.
 * The saved analysis (with `_id`) is handed back through `onSaved` and the modal closes.
 */
export function SaveAnalysisModal(props: {
  opened: boolean;
  /** The run to save (`POST /api/risk`'s _id); the server builds the stored analysis from it. */
  runId: string;
  /** The Title field's first value: the typed title, else the address. */
  initialTitle: string;
  alreadySaved: boolean;
  onSaved: (saved: SavedAnalysis) => void;
  onClose: () => void;
}) {
  usePageView(props.opened ? '/save-result' : undefined);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={saveAnalysisTitle}>
      {props.opened && <SaveSteps {...props} />}
    </Modal>
  );
}

function SaveSteps(props: {
  runId: string;
  initialTitle: string;
  alreadySaved: boolean;
  onSaved: (saved: SavedAnalysis) => void;
  onClose: () => void;
}) {
  const { account, logIn } = useAccount();
  const [verifyEmail, setVerifyEmail] = useState<string>();
  const loggedIn = (reply: AccountReply) => {
    setVerifyEmail(undefined);
    logIn(reply);
  };

  if (props.alreadySaved) {
    return (
      <Stack gap="md">
        <Text>This analysis is saved.</Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }
  if (account) return <TitleStep {...props} />;
  const cancel = (
    <Button variant="default" onClick={props.onClose}>
      Cancel
    </Button>
  );
  if (verifyEmail !== undefined) {
    return (
      <VerifyForm
        email={verifyEmail}
        notice={verifyEmailNotice}
        onVerified={loggedIn}
        actions={cancel}
      />
    );
  }
  return (
    <LoginForm
      passwordless
      submitLabel="Next"
      onLoggedIn={loggedIn}
      onVerifyNeeded={setVerifyEmail}
      notes={<SaveNotes />}
      actions={cancel}
    />
  );
}

function SaveNotes(): ReactNode {
  return (
    <Stack gap={4}>
      <Text size="sm">We will e-mail you a link so that you can view this analysis later.</Text>
      <Text size="sm">
        We do not give your address to third parties (see our{' '}
        <Anchor component={Link} to="/info/privacy_policy" target="_blank">
          privacy policy
        </Anchor>
        ).
      </Text>
      <Text size="sm">We may occasionally send you updates.</Text>
    </Stack>
  );
}

function TitleStep(props: {
  runId: string;
  initialTitle: string;
  onSaved: (saved: SavedAnalysis) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { submitting, error, run } = useSubmission(errorText);
  const { form, canSubmit } = useValidatedForm(titleSchema, {
    title: props.initialTitle,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const saved = await saveAnalysis(props.runId, values.title.trim());
      await refreshSavedAnalyses(queryClient);
      props.onSaved(saved);
      props.onClose();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <FormFooter
          error={error}
          onCancel={props.onClose}
          submitLabel="Save"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}

/** The analysis's own title, else its address, as a starting point the user can change. */
/**
 * The 'Save Analysis' button with its modal: it reads 'Saved' and is disabled once the analysis
 * has an id.
 */
export function SaveAnalysisButton(props: {
  runId: string;
  initialTitle: string;
  /** The saved analysis's id, once saved. */
  savedId: string | undefined;
  onSaved: (saved: SavedAnalysis) => void;
  label?: string;
}) {
  const [opened, setOpened] = useState(false);
  const saved = props.savedId !== undefined && props.savedId !== '';
  return (
    <>
      <Button variant="light" disabled={saved} onClick={() => setOpened(true)}>
        {saved ? 'Saved' : (props.label ?? 'Save Analysis')}
      </Button>
      <SaveAnalysisModal
        opened={opened}
        runId={props.runId}
        initialTitle={props.initialTitle}
        alreadySaved={saved}
        onSaved={props.onSaved}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
