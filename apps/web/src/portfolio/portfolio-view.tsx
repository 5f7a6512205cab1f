import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  assetFileName,
  climateScenarioLabels,
  type PortfolioReply,
  type PortfolioUploadReply,
} from '@hazardscope/contracts';
import { useState } from 'react';
import {
  deletePortfolio,
  isPortfolioRunning,
  portfolioFile,
  usePortfolio,
} from '../api/portfolios.ts';
import { downloadFile, saveDownloadedFile } from '../api/reports.ts';
import { portfolioStatusLabels } from '../account/saved-portfolios.tsx';
import { PortfolioDashboard } from './portfolio-dashboard.tsx';
import { PortfolioProgress } from './portfolio-progress.tsx';
import { PortfolioReview, RejectedRows } from './portfolio-review.tsx';

type FileKind = Parameters<typeof portfolioFile>[1];

const fileSuffixes: Record<FileKind, string> = {
  export: '',
  report: '',
  rejected: ' - rejected rows',
};

/**
 * One portfolio, from its quote to its dashboard: the quote and payment while quoted, the progress
 * bar (polled) while queued or running, the dashboard once done. `upload` is this session's upload
 * reply, which alone holds the column mapping and the rejected rows' reasons; after a reload the
 * page offers the rejected rows as a download.
 */
export function PortfolioView(props: {
  id: string;
  upload: PortfolioUploadReply | undefined;
  onDeleted(): void;
}) {
  const queryClient = useQueryClient();
  const portfolio = usePortfolio(props.id);
  const [downloading, setDownloading] = useState<FileKind>();
  const [error, setError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const download = async (data: PortfolioReply, kind: FileKind) => {
    setDownloading(kind);
    setError(undefined);
    try {
      const { path, extension } = portfolioFile(data.id, kind);
      saveDownloadedFile(
        await downloadFile(
          path,
          assetFileName(`${data.title}${fileSuffixes[kind]}`, extension as 'csv' | 'pdf'),
        ),
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setDownloading(undefined);
    }
  };
  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await deletePortfolio(props.id);
      await queryClient.invalidateQueries({ queryKey: ['portfolios'] });
      props.onDeleted();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  if (portfolio.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading the portfolio…</Text>
      </Group>
    );
  }
  if (portfolio.data === undefined) {
    return (
      <Alert color="red" title="This portfolio could not be opened" role="alert">
        {portfolio.error?.message ?? 'It may have been deleted, or belong to another account.'}
      </Alert>
    );
  }
  const data = portfolio.data;
  const running = isPortfolioRunning(data.status);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={data.status === 'done' ? 'green' : 'blue'}>
              {portfolioStatusLabels[data.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {climateScenarioLabels[data.scenario]}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {data.status === 'done' && (
            <>
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading === 'export'}
                onClick={() => void download(data, 'export')}
              >
                Export CSV
              </Button>
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                loading={downloading === 'report'}
                onClick={() => void download(data, 'report')}
              >
                Download PDF report
              </Button>
            </>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirmingDelete(true)}
          >
            {running ? 'Cancel and delete' : 'Delete'}
          </Button>
        </Group>
      </Group>
      {error !== undefined && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data.status === 'quoted' && (
        <PortfolioReview
          portfolio={data}
          mapping={props.upload?.id === data.id ? props.upload.mapping : undefined}
          rejectedRows={props.upload?.id === data.id ? props.upload.rejected : undefined}
          onDownloadRejected={() => void download(data, 'rejected')}
          downloadingRejected={downloading === 'rejected'}
          onStarted={() => void portfolio.refetch()}
        />
      )}
      {running && (
        <PortfolioProgress
          status={data.status === 'queued' ? 'queued' : 'running'}
          total={data.total}
          done={data.done}
          failed={data.failed}
          estimatedSecondsLeft={data.estimatedSecondsLeft}
        />
      )}
      {data.status !== 'quoted' && data.rejected > 0 && (
        <RejectedRows
          count={data.rejected}
          rows={props.upload?.id === data.id ? props.upload.rejected : undefined}
          onDownload={() => void download(data, 'rejected')}
          downloading={downloading === 'rejected'}
        />
      )}
      {data.status === 'done' && data.summary !== null && (
        <PortfolioDashboard portfolio={data} summary={data.summary} />
      )}
      {data.status === 'failed' && (
        <Alert color="red" title="The portfolio could not be analysed">
          Every asset failed. The assets table of the export lists why; fix the file and upload it
          again.
        </Alert>
      )}
      {data.status === 'cancelled' && (
        <Alert color="gray" title="Cancelled">
          This portfolio was cancelled before it finished.
        </Alert>
      )}
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title="Delete portfolio"
        size="sm"
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Delete “{data.title}”?{running ? ' Its remaining assets stop running.' : ''} Its results
            and downloads go with it. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void remove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
