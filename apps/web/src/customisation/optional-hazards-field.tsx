import { Checkbox, Group } from '@mantine/core';
import { hazardLabels, optionalHazardKeys, type OptionalHazardKey } from '@hazardscope/contracts';

/**
 * The three hazards an analysis may leave out (surface-water flooding, freeze-thaw, tropical
 * cyclone wind), ticked when included. A hazard left out is reported as 'Not Calculated' with the
 * reason 'Switched off for this analysis', adds nothing to the total and is marked so in the report
 * and the CSV export; the six others are always calculated.
 */
export function OptionalHazardsField(props: {
  excluded: readonly OptionalHazardKey[];
  onChange(excluded: OptionalHazardKey[]): void;
  disabled: boolean;
}) {
  return (
    <Checkbox.Group
      label="Optional hazards"
      description="Untick a hazard to leave it out of the analysis; the other six are always calculated."
      value={optionalHazardKeys.filter((hazard) => !props.excluded.includes(hazard))}
      onChange={(included) =>
        props.onChange(optionalHazardKeys.filter((hazard) => !included.includes(hazard)))
      }
    >
      <Group gap="md" mt={6}>
        {optionalHazardKeys.map((hazard) => (
          <Checkbox
            key={hazard}
            value={hazard}
            label={hazardLabels[hazard]}
            disabled={props.disabled}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
