import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * SPEC.md §2 'Settings tab': unpurchased, a statement that a report must be purchased to unlock
 * customisation. (Customisation of a purchased analysis comes with the purchase flow.)
 */
export function SettingsTab(props: { purchased: boolean }) {
  if (!props.purchased) {
    return (
      <Alert icon={<IconLock size={18} />} title="Customisation is part of the commercial report">
        Purchase a report to unlock customisation: change the design specifications and the
        materials of each element, then click Update Analysis to re-run it — up to two revisions per
        purchase.
      </Alert>
    );
  }
  return (
    <Text>
      Customise the design specifications and element materials, then click Update Analysis. A
      purchase allows two revisions.
    </Text>
  );
}
