import { Alert, List, Text } from '@mantine/core';
import { hazardKeys, hazardLabels } from '@hazardscope/contracts';
import type { ChartInput } from '@hazardscope/charts';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * The hazards the embedded data cannot resolve at this site — a low or zero result that may only
 * mean the data cannot see them, or (riverine flooding) a mean over the heights the site may stand
 * at rather than its own — so the rating beside it may understate or overstate the risk. Shown with the rating, not only in the
 * Detail tab's warnings: an A must not read as 'no risk' where the data are blind.
 */
export function DataLimitsNotice(props: { chartInput: ChartInput }) {
  const limited = hazardKeys.flatMap((hazard) => {
    const reason = props.chartInput.dataLimited[hazard];
    return reason === undefined ? [] : [{ hazard, reason }];
  });
  if (limited.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="What the embedded data cannot see at this site"
    >
      <Text size="sm" mb={6}>
        The rating may understate or overstate the risk of{' '}
        {limited.map(({ hazard }) => hazardLabels[hazard]).join(', ')}:
      </Text>
      <List size="sm" spacing={4}>
        {limited.map(({ hazard, reason }) => (
          <List.Item key={hazard}>
            <Text span size="sm" fw={600}>
              {hazardLabels[hazard]}:
            </Text>{' '}
            {reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
