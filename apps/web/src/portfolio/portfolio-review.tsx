import { Alert, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  formatThousands,
  type ColumnMapping,
  type PortfolioReply,
  type RejectedRow,
} from '@hazardscope/contracts';
import { useState } from 'react';
import { runPortfolio } from '../api/portfolios.ts';
import { PortfolioPaymentModal } from './portfolio-payment-modal.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** Rejected rows listed on the page; the download holds them all. */
export const rejectedRowsShown = 50;

/**
 * 'Line 14, latitude: must be between -90 and 90.' (the row's column, when one is at fault). A
 * message the server already wrote as that whole sentence is shown as it is.
 */
export function rejectedRowText(row: RejectedRow): string {
  if (row.message.startsWith(`Line ${row.line}`)) return row.message;
  const sentence = /[.!?]$/.test(row.message) ? row.message : `${row.message}.`;
  return row.column === null
    ? `Line ${row.line}: ${sentence}`
    : `Line ${row.line}, ${row.column}: ${sentence}`;
}

/** How the mapping names what a header fills: the field, a design field, or 'Ignored'. */
export function mappedFieldText(field: string | null): string {
  if (field === null) return 'Ignored';
  if (field.startsWith('design:')) return `Design field ${field.slice('design:'.length)}`;
  return field;
}

/** Which header of the file fills which field, shown before anything runs. */
export function ColumnMappingTable(props: { mapping: readonly ColumnMapping[] }) {
  return (
    <ScrollTable label="Column mapping" minWidth={300}>
      <Table withTableBorder striped fz="sm" aria-label="Column mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in your file</Table.Th>
            <Table.Th>Read as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.mapping.map((column) => (
            <Table.Tr key={column.header}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{column.header}</Table.Td>
              <Table.Td c={column.field === null ? 'dimmed' : undefined}>
                {mappedFieldText(column.field)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The rejected rows with their reasons (the first 50 listed) and the download of them all. */
export function RejectedRows(props: {
  count: number;
  rows: readonly RejectedRow[] | undefined;
  onDownload(): void;
  downloading: boolean;
}) {
  if (props.count === 0) {
    return <Text size="sm">Every row of the file can be analysed.</Text>;
  }
  const shown = props.rows?.slice(0, rejectedRowsShown) ?? [];
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {formatThousands(props.count)} {props.count === 1 ? 'row' : 'rows'} will not be analysed:
      </Text>
      {shown.length > 0 && (
        <List size="sm" spacing={2} aria-label="Rejected rows">
          {shown.map((row) => (
            <List.Item key={`${row.line}-${row.column ?? ''}`}>{rejectedRowText(row)}</List.Item>
          ))}
        </List>
      )}
      {props.count > shown.length && shown.length > 0 && (
        <Text size="sm" c="dimmed">
          and {formatThousands(props.count - shown.length)} more in the download.
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={props.onDownload}
          loading={props.downloading}
        >
          Download the rejected rows (CSV)
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Fix them in the downloaded file and upload it as a new portfolio; the good rows run without
        them.
      </Text>
    </Stack>
  );
}

/**
 * A quoted portfolio: what was read (the column mapping, when this session uploaded it), the rows
 * rejected, and the price by asset count, with Pay (the card form) or, for an account that needs
 * no payment, Run.
 */
export function PortfolioReview(props: {
  portfolio: PortfolioReply;
  mapping: readonly ColumnMapping[] | undefined;
  rejectedRows: readonly RejectedRow[] | undefined;
  onDownloadRejected(): void;
  downloadingRejected: boolean;
  onStarted(): void;
}) {
  const { portfolio } = props;
  const { quote } = portfolio;
  const [paying, setPaying] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setStarting(true);
    setError(undefined);
    try {
      await runPortfolio(portfolio.id);
      props.onStarted();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Stack gap="lg">
      {props.mapping !== undefined && (
        <Card withBorder radius="md" padding="lg" component="section">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Columns read
            </Title>
            <ColumnMappingTable mapping={props.mapping} />
          </Stack>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg" component="section">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Rows
          </Title>
          <Text>
            {formatThousands(portfolio.total)} {portfolio.total === 1 ? 'asset' : 'assets'} ready to
            analyse.
          </Text>
          <RejectedRows
            count={portfolio.rejected}
            rows={props.rejectedRows}
            onDownload={props.onDownloadRejected}
            downloading={props.downloadingRejected}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Price
          </Title>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {quote.paymentRequired ? quote.priceLabel : 'No payment needed'}
            </Text>
            <Text size="sm" c="dimmed">
              for {formatThousands(quote.assets)} assets (tier {quote.tier})
            </Text>
          </Group>
          {!quote.paymentRequired && (
            <Text size="sm">Your account runs portfolios without payment.</Text>
          )}
          {error !== undefined && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            {quote.paymentRequired ? (
              <Button onClick={() => setPaying(true)}>Pay and run</Button>
            ) : (
              <Button onClick={() => void start()} loading={starting}>
                Run the portfolio
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {paying && (
        <PortfolioPaymentModal
          portfolioId={portfolio.id}
          title={portfolio.title}
          quote={quote}
          onPaid={() => {
            setPaying(false);
            props.onStarted();
          }}
          onClose={() => setPaying(false)}
        />
      )}
    </Stack>
  );
}
