import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatThousands } from '@hazardscope/contracts';

/** Seconds as a person reads a wait: 'about 40 s', 'about 3 min', 'about 1 h 20 min'. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}

/**
 * How far a portfolio's run is: a bar of the assets done out of the total (failed ones count as
 * handled), the counts, the failures and the estimated time left.
 */
export function PortfolioProgress(props: {
  status: 'queued' | 'running';
  total: number;
  done: number;
  failed: number;
  estimatedSecondsLeft: number | null;
}) {
  const handled = props.done + props.failed;
  const percent = props.total === 0 ? 0 : Math.min(100, (handled / props.total) * 100);
  const label = `${formatThousands(handled)} of ${formatThousands(props.total)} assets analysed`;
  return (
    <Stack gap="xs">
      <Progress
        value={percent}
        size="xl"
        radius="md"
        striped
        animated={props.status === 'running'}
        aria-label="Portfolio progress"
        aria-valuetext={label}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} role="status">
          {props.status === 'queued' ? 'Waiting for a worker…' : label}
        </Text>
        <Text size="sm" c="dimmed">
          {props.estimatedSecondsLeft === null
            ? 'Estimating the time left…'
            : `Time left: ${formatTimeLeft(props.estimatedSecondsLeft)}`}
        </Text>
      </Group>
      {props.failed > 0 && (
        <Text size="sm" c="red.8">
          {formatThousands(props.failed)} {props.failed === 1 ? 'asset' : 'assets'} could not be
          analysed; the table lists why once the run ends.
        </Text>
      )}
    </Stack>
  );
}
