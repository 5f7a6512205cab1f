import { Alert, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconWorld } from '@tabler/icons-react';
import {
  climateScenarioLabels,
  climateScenarios,
  type ClimateScenario,
  type LocationResult,
} from '@hazardscope/contracts';
import { findArchetype, useArchetypeHierarchy } from '../api/catalogue.ts';
import { AddressSearch } from './address-search.tsx';
import { AssetSelects } from './asset-selects.tsx';
import {
  hasLocation,
  withArchetype,
  withCategory,
  withMapMode,
  type FormValues,
} from './form-values.ts';
import { currentInstructionStep, Instructions } from './instructions.tsx';

export interface SearchPanelProps {
  values: FormValues;
  update(change: (values: FormValues) => FormValues): void;
  /** True while an analysis runs or a purchase is in progress: every input is disabled. */
  busy: boolean;
  onGo(): void;
}

export function unknownAssetTypeText(acronym: string): string {
  return `The asset type '${acronym}' in this link is not one of ours. Choose the asset type from the list.`;
}

/**
 * The search form: address or map, asset category, asset type, emissions scenario,
 * GO. In map mode it shows 'Back to Menu' and 'Zoom and click a location' instead of the address.
 */
export function SearchPanel(props: SearchPanelProps) {
  const { values, update, busy } = props;
  const hierarchy = useArchetypeHierarchy();
  const inMapMode = values.locationType === 'select';
  // An asset type from a link or an old bookmark that the catalogue does not hold: said plainly,
  // and GO waits for a type from the list.
  const unknownArchetype =
    hierarchy.data !== undefined &&
    values.archetype !== undefined &&
    findArchetype(hierarchy.data, values.archetype) === undefined
      ? values.archetype
      : undefined;
  const chooseAddress = (result: LocationResult) =>
    update((current) => ({
      ...current,
      locationType: 'address',
      latitude: result.latitude,
      longitude: result.longitude,
      address: result.label,
    }));

  return (
    <Card withBorder radius="md" padding="lg" shadow="sm">
      <Stack gap="md">
        {inMapMode ? (
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => update((current) => ({ ...current, locationType: 'address' }))}
                disabled={busy}
              >
                Back to Menu
              </Button>
              <Text size="sm" fw={600} c="brand.8">
                Zoom and click a location
              </Text>
            </Group>
            {hasLocation(values) && (
              <Text size="sm" c="dimmed" data-testid="picked-location">
                {values.address ??
                  `${values.latitude?.toFixed(5)}, ${values.longitude?.toFixed(5)}`}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap={6}>
            <AddressSearch address={values.address} disabled={busy} onChoose={chooseAddress} />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconWorld size={16} />}
                onClick={() => update(withMapMode)}
                disabled={busy}
              >
                select from map
              </Button>
            </Group>
          </Stack>
        )}
        <AssetSelects
          hierarchy={hierarchy.data}
          category={values.archetypeService}
          archetype={values.archetype}
          disabled={busy}
          onCategoryChange={(category) => update((current) => withCategory(current, category))}
          onArchetypeChange={(acronym) => update((current) => withArchetype(current, acronym))}
        />
        {unknownArchetype !== undefined && (
          <Alert color="yellow" title="Unknown asset type" role="alert">
            {unknownAssetTypeText(unknownArchetype)}
          </Alert>
        )}
        <NativeSelect
          label="Emissions scenario"
          description="The warming and sea-level path every hazard follows (IPCC AR6)."
          data={climateScenarios.map((key) => ({ value: key, label: climateScenarioLabels[key] }))}
          value={values.climateScenario}
          onChange={(event) => {
            const climateScenario = event.currentTarget.value as ClimateScenario;
            update((current) => ({ ...current, climateScenario }));
          }}
          disabled={busy}
        />
        {hierarchy.isError && (
          <Text size="sm" c="red.8">
            The list of asset types could not be loaded: {hierarchy.error.message}
          </Text>
        )}
        <Button
          size="md"
          onClick={props.onGo}
          disabled={busy || !hasLocation(values) || unknownArchetype !== undefined}
          loading={busy}
        >
          GO
        </Button>
        <Instructions currentStep={currentInstructionStep(values)} />
      </Stack>
    </Card>
  );
}
