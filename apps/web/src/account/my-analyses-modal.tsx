import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconLink, IconLinkOff, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reportFileName, revisionDisplayName, type SavedAnalysis } from '@hazardscope/contracts';
import { useArchetypeName } from '../api/catalogue.ts';
import { useProductConfig } from '../config/product-config.tsx';
import { logActionEvent } from '../api/log-event.ts';
import { downloadReport, saveDownloadedFile } from '../api/reports.ts';
import { refreshSavedAnalyses, useAccount, useSavedAnalyses } from './account-context.tsx';
import { deleteSavedAnalysis, setAnalysisSharing } from './saved-analyses-api.ts';
import { errorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { SavedPortfoliosCard } from './saved-portfolios.tsx';
import { usePortfolioList } from '../api/portfolio-list.ts';
import { groupSavedAnalyses, sharedAnalysisLink } from './group-saved-analyses.ts';

const noAnalysesText = 'No analyses saved yet';
const linkCopiedText = 'Link Copied to Clipboard.';
/** The copy-link confirmation shows for 1000 ms on the saved list. */
const linkCopiedDisplayMs = 1000;
/** Said on an analysis whose owner stopped sharing it. */
export const sharingStoppedText =
  'Not shared: its link no longer opens it for anyone else. Copy the link to share it again.';
/** Why a purchased analysis has no delete action. */
export const purchasedNotDeletableText =
  'A purchased analysis cannot be deleted: it holds the results and report you paid for.';

/**
 * My Analyses: the account's portfolios (each opens its page), then the saved analyses grouped by
 * revision group,
 * with open, copy-link, stop-sharing and delete actions. Delete asks first, naming the analysis; a
 * purchased analysis cannot be deleted, and its row says why. Stopping sharing (own analyses only)
 * makes its link open it for nobody else; copying the link shares it again.
 */
export function MyAnalysesModal(props: {
  opened: boolean;
  onClose: () => void;
  onSelect: (analysisId: string) => void;
  /** The analysis on screen, marked in the list. */
  currentAnalysisId?: string;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="My Analyses" size="lg">
      {props.opened && <SavedAnalysesList {...props} />}
    </Modal>
  );
}

function SavedAnalysesList(props: {
  onSelect: (analysisId: string) => void;
  onClose: () => void;
  currentAnalysisId?: string;
}) {
  const { analyses, isLoading } = useSavedAnalyses();
  const { account } = useAccount();
  const portfolios = usePortfolioList(account !== undefined).data?.portfolios ?? [];
  const { publicUrl } = useProductConfig();
  const queryClient = useQueryClient();
  const [copiedId, setCopiedId] = useState<string>();
  const [deletingId, setDeletingId] = useState<string>();
  const [confirming, setConfirming] = useState<{ id: string; name: string }>();
  const archetypeName = useArchetypeName();
  const [error, setError] = useState<string>();
  const [downloadingId, setDownloadingId] = useState<string>();

  // The list may have grown elsewhere (a shared link opened, a save in another tab): read it again.
  useEffect(() => {
    void refreshSavedAnalyses(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (copiedId === undefined) return;
    const timer = setTimeout(() => setCopiedId(undefined), linkCopiedDisplayMs);
    return () => clearTimeout(timer);
  }, [copiedId]);

  const copyLink = async (analysis: SavedAnalysis) => {
    setError(undefined);
    try {
      await navigator.clipboard.writeText(sharedAnalysisLink(publicUrl, analysis._id));
      // A link copied is a link meant to work: sharing stopped earlier resumes.
      if (analysis.sharingStopped === true) {
        await setAnalysisSharing(analysis._id, true);
        await refreshSavedAnalyses(queryClient);
      }
      setCopiedId(analysis._id);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  const stopSharing = async (id: string) => {
    setError(undefined);
    try {
      await setAnalysisSharing(id, false);
      await refreshSavedAnalyses(queryClient);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  const remove = async (id: string) => {
    setConfirming(undefined);
    setDeletingId(id);
    setError(undefined);
    try {
      await deleteSavedAnalysis(id);
      await refreshSavedAnalyses(queryClient);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setDeletingId(undefined);
    }
  };

  // A purchased analysis's report, logged first as the
  // result dialog's download is; the server keeps it and draws it only when its revision changed.
  const openReport = async (analysis: SavedAnalysis) => {
    setDownloadingId(analysis._id);
    setError(undefined);
    try {
      await logActionEvent('DOWNLOAD_REPORT', {
        analysisId: analysis._id,
        asset: analysis,
        username: account?.username,
      });
      saveDownloadedFile(
        await downloadReport(analysis._id, reportFileName(analysis.properties.address)),
      );
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setDownloadingId(undefined);
    }
  };

  if (isLoading) return <Text c="dimmed">Loading…</Text>;
  if (analyses.length === 0 && portfolios.length === 0) return <Text>{noAnalysesText}</Text>;
  return (
    <Stack gap="sm">
      <FormMessage kind="error" text={error} />
      <SavedPortfoliosCard portfolios={portfolios} onOpen={props.onClose} />
      {groupSavedAnalyses(analyses).map((group) => (
        <Card key={group.groupId} withBorder padding="sm" radius="md">
          <Stack gap={6}>
            {group.analyses.map((analysis, index) => (
              <SavedAnalysisRow
                key={analysis._id}
                analysis={analysis}
                archetypeName={archetypeName(analysis.properties.archetype)}
                revision={index}
                isCurrent={analysis._id === props.currentAnalysisId}
                copied={copiedId === analysis._id}
                deleting={deletingId === analysis._id}
                onSelect={() => props.onSelect(analysis._id)}
                onCopyLink={() => void copyLink(analysis)}
                onStopSharing={() => void stopSharing(analysis._id)}
                downloadingReport={downloadingId === analysis._id}
                onOpenReport={() => void openReport(analysis)}
                onDelete={() =>
                  setConfirming({
                    id: analysis._id,
                    name: analysisName(analysis, index + 1),
                  })
                }
              />
            ))}
          </Stack>
        </Card>
      ))}
      <ConfirmDeleteModal
        name={confirming?.name}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && void remove(confirming.id)}
      />
    </Stack>
  );
}

/** How the list names an analysis: its title, or its place in the group (0: the original). */
function analysisName(analysis: SavedAnalysis, revision: number): string {
  return analysis.title || revisionDisplayName('', '', revision);
}

/** 'Delete “Harbour house”?' with Cancel (focused) and Delete. */
function ConfirmDeleteModal(props: {
  name: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={props.name !== undefined}
      onClose={props.onCancel}
      title="Delete analysis"
      size="sm"
      zIndex={300}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          Delete “{props.name}”? The saved analysis and its shared link will stop working. This
          cannot be undone.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={props.onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SavedAnalysisRow(props: {
  analysis: SavedAnalysis;
  archetypeName: string;
  revision: number;
  isCurrent: boolean;
  copied: boolean;
  deleting: boolean;
  onSelect: () => void;
  onCopyLink: () => void;
  onStopSharing: () => void;
  onDelete: () => void;
  downloadingReport: boolean;
  onOpenReport: () => void;
}) {
  const { analysis } = props;
  const paid = analysis.payment !== undefined;
  // The saved report is its purchaser's; a shared copy opens the analysis, not the report.
  const hasSavedReport = paid && analysis.sharedWithMe !== true;
  const savedOn = new Date(analysis.createdAt.$date).toLocaleDateString('en-AU');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Button
          variant="subtle"
          px={4}
          justify="flex-start"
          onClick={props.onSelect}
          aria-current={props.isCurrent || undefined}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          h="auto"
          py={4}
        >
          {analysisName(analysis, props.revision)}
        </Button>
        <Text size="xs" c="dimmed" px={4} style={{ overflowWrap: 'anywhere' }}>
          {analysis.properties.address} · {props.archetypeName} · saved {savedOn}
        </Text>
        <Group gap={4} px={4}>
          {paid && (
            <Badge color="green" variant="light">
              Purchased
            </Badge>
          )}
          {analysis.sharedWithMe && <Badge variant="light">Shared with me</Badge>}
          {props.copied && (
            <Text size="xs" c="green.8" role="status">
              {linkCopiedText}
            </Text>
          )}
        </Group>
        {paid && (
          <Text size="xs" c="dimmed" px={4}>
            {purchasedNotDeletableText}
          </Text>
        )}
        {analysis.sharingStopped && (
          <Text size="xs" c="dimmed" px={4}>
            {sharingStoppedText}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        {hasSavedReport && (
          <Tooltip label="Saved report (PDF)">
            <ActionIcon
              variant="subtle"
              aria-label="Saved report"
              loading={props.downloadingReport}
              onClick={props.onOpenReport}
            >
              <IconFileTypePdf size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Copy link">
          <ActionIcon variant="subtle" aria-label="Copy link" onClick={props.onCopyLink}>
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
        {analysis.sharedWithMe !== true && analysis.sharingStopped !== true && (
          <Tooltip label="Stop sharing">
            <ActionIcon variant="subtle" aria-label="Stop sharing" onClick={props.onStopSharing}>
              <IconLinkOff size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {!paid && (
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Delete"
              loading={props.deleting}
              onClick={props.onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
