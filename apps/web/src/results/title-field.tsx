import { Loader, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSavedAnalyses } from '../account/account-context.tsx';
import { refreshAnalysisGroups } from '../analysis/analysis-group.ts';

/** Inline edit: an empty title is refused with the form's message. */
const requiredMessage = 'Required.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The title of the analysis shown: text for anyone but its owner; for an analysis not saved yet, a
 * box whose text the Save dialog starts from; for a saved one its owner may rename, an inline edit
 * that stores the new title when the box is left or Enter is pressed (states: editing, loading
 * with a spinner, invalid with 'Required.' or the server's message; Escape puts the stored title
 * back).
 */
export function TitleField(props: {
  title: string;
  /** The saved analysis's id; undefined until it is saved. */
  savedId: string | undefined;
  editable: boolean;
  widthPx: number | '100%';
  /** An analysis not saved yet: the typed title, kept for the Save dialog. */
  onTyped(title: string): void;
  /** A saved analysis was given a new title on the server. */
  onRenamed(title: string): void;
}) {
  const { title, savedId } = props;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(title);
  const [shownTitle, setShownTitle] = useState(title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // Another analysis shown, or its title changed elsewhere: the box starts from it.
  if (title !== shownTitle) {
    setShownTitle(title);
    setDraft(title);
    setError(undefined);
  }

  if (!props.editable) {
    // Someone else's analysis (a shared link): only its owner can save a new title, so it reads
    // as text, not as a box that keeps no typing.
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span c="dimmed" inherit>
          Title:{' '}
        </Text>
        {title}
      </Text>
    );
  }

  const store = async () => {
    const trimmed = draft.trim();
    if (savedId === undefined || saving || trimmed === title) return;
    if (trimmed === '') {
      setError(requiredMessage);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const { renameSavedAnalysis } = await import('../account/saved-analyses-api.ts');
      const stored = await renameSavedAnalysis(savedId, trimmed);
      setDraft(stored);
      props.onRenamed(stored);
      void refreshSavedAnalyses(queryClient);
      void refreshAnalysisGroups(queryClient);
    } catch (failure) {
      setError(`The title was not saved: ${messageOf(failure)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      aria-label="Title"
      value={draft}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setDraft(typed);
        setError(typed.trim() === '' ? requiredMessage : undefined);
        if (savedId === undefined) props.onTyped(typed);
      }}
      onBlur={() => void store()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void store();
        if (event.key === 'Escape' && savedId !== undefined) {
          // Escape puts the stored title back; the dialog stays open.
          event.stopPropagation();
          setDraft(title);
          setError(undefined);
        }
      }}
      readOnly={saving}
      rightSection={saving ? <Loader size={14} aria-label="Saving the title" /> : undefined}
      error={error}
      description={
        savedId !== undefined ? 'Saved when you leave the box or press Enter.' : undefined
      }
      size="xs"
      w={props.widthPx}
    />
  );
}
