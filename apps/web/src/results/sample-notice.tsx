import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The sample-only state: a red notice no one could mistake for real results. */
export function SampleNotice() {
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertTriangle size={18} />}
      title="Sample results only"
      role="alert"
    >
      These sample results are for illustration only and are not the real climate risk of this
      asset. Purchase the report to see the real analysis.
    </Alert>
  );
}

/** The shorter notice of the Breakdown and Vulnerability tabs. */
export function SampleInsightNotice() {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
      The results shown are samples only. Purchase the report for real insights into this asset.
    </Alert>
  );
}
