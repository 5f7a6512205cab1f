import { Accordion, Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  climateScenarioLabels,
  climateScenarios,
  type ClimateScenario,
  type OptionalHazardKey,
} from '@hazardscope/contracts';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { validationDebounceMs } from '../account/use-validated-form.ts';
import {
  changedElementNames,
  changedFieldNames,
  fieldErrors,
  revisionStatus,
  sameHazards,
  type CustomisableArchetype,
  type CustomisationValues,
} from './customisation-values.ts';
import { DesignSpecificationsCard } from './design-specifications-card.tsx';
import { ElementSpecificationsCard, type MaterialChoice } from './element-specifications-card.tsx';
import { OptionalHazardsField } from './optional-hazards-field.tsx';
import { rerunErrorText } from './rerun-error-text.ts';
import { useSubmission } from '../hooks/use-submission.ts';

export interface CustomisationPanelProps {
  archetype: CustomisableArchetype;
  materials: readonly MaterialChoice[];
  /** The values the shown analysis was run with; the form starts from them and Reset returns to them. */
  current: CustomisationValues;
  /** The controls are usable only when purchased. */
  purchased: boolean;
  /** How many analyses the group already holds (1 before any re-run). */
  revisionCount: number;
  submitLabel?: string;
  /**
   * The emissions scenario the shown analysis was run with: given, the panel offers the scenario as
   * a setting of the re-run.
   */
  climateScenario?: ClimateScenario;
  /** The optional hazards the shown analysis left out: given, the panel offers them as a setting. */
  excludedHazards?: readonly OptionalHazardKey[];
  /** Re-runs with the form's values; a rejection is shown in the panel and the values are kept. */
  onSubmit(values: CustomisationValues, settings: RerunSettings): Promise<void>;
  onSave(): void;
  /** True once the shown analysis is saved: there is nothing to save. */
  saved: boolean;
  onCancel(): void;
}

/** The analysis settings of a re-run beside the design: the scenario and the optional hazards. */
export interface RerunSettings {
  climateScenario?: ClimateScenario;
  excludedHazards?: OptionalHazardKey[];
}

/**
 * The asset customisation panel: 'Design Specifications' and
 * 'Element Specifications' cards, then Reset, Cancel, Save current analysis and Submit. Submit is
 * offered only when something changed, every field is valid and the revision limit is not reached.
 */
export function CustomisationPanel(props: CustomisationPanelProps) {
  const { archetype, current } = props;
  const { submitting, error: failure, setError: setFailure, run } = useSubmission(rerunErrorText);
  // The design fields are a validated form; the materials need no validation, and kept apart
  // they stay the same object while a field is typed in, so the element card need not re-render.
  const form = useForm<Pick<CustomisationValues, 'fields'>>({
    mode: 'controlled',
    initialValues: { fields: current.fields },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(fieldErrors(archetype, values.fields)).map(([name, message]) => [
          `fields.${name}`,
          message,
        ]),
      ),
    validateInputOnChange: true,
    validateDebounce: validationDebounceMs,
  });
  const [elements, setElements] = useState(current.elements);
  const chooseMaterial = useCallback(
    (elementName: string, materialId: string) =>
      setElements((chosen) => ({ ...chosen, [elementName]: materialId })),
    [],
  );
  const values: CustomisationValues = { fields: form.values.fields, elements };
  const [scenario, setScenario] = useState(props.climateScenario);
  const [excluded, setExcluded] = useState(props.excludedHazards);
  const status = revisionStatus(props.revisionCount);
  const locked = !props.purchased || status.limitReached;
  const disabled = locked || submitting;
  const valid = Object.keys(fieldErrors(archetype, values.fields)).length === 0;
  // What differs from the analysis on screen: marked on each row, and what Submit would send.
  const changedFields = changedFieldNames(archetype, values.fields, current.fields);
  const changedElements = useMemo(
    () => changedElementNames(archetype, elements, current.elements),
    [archetype, elements, current.elements],
  );
  const hazardsChanged =
    excluded !== undefined &&
    props.excludedHazards !== undefined &&
    !sameHazards(excluded, props.excludedHazards);
  const changed =
    changedFields.size > 0 ||
    changedElements.size > 0 ||
    scenario !== props.climateScenario ||
    hazardsChanged;
  const canSubmit = !disabled && valid && changed;
  // Beside the buttons, so that whoever scrolled down to them sees why Submit is off.
  const submitHint = submitting
    ? 'Re-running the analysis…'
    : !props.purchased
      ? 'Purchase the report to customise it.'
      : status.limitReached
        ? status.message
        : !valid
          ? 'Correct the fields marked in red to update the analysis.'
          : !changed
            ? 'Change a setting to update the analysis.'
            : undefined;

  const submit = form.onSubmit(async () => {
    if (!canSubmit) return;
    await run(() =>
      props.onSubmit(values, {
        ...(scenario !== undefined ? { climateScenario: scenario } : {}),
        ...(excluded !== undefined ? { excludedHazards: [...excluded] } : {}),
      }),
    );
  });

  const errors = Object.fromEntries(
    Object.values(archetype.fields).map((field) => {
      const message = form.errors[`fields.${field.machineName}`];
      return [field.machineName, typeof message === 'string' ? message : undefined];
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Asset customisation">
      <Stack gap="md">
        <Text size="sm">
          Change the design specifications and the material of each element, then click{' '}
          <strong>{props.submitLabel ?? 'Update Analysis'}</strong> to re-run the analysis. A
          purchase includes two revisions; each appears in the analysis switcher above.
        </Text>
        <Alert
          color={status.limitReached ? 'yellow' : 'blue'}
          icon={
            status.limitReached ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />
          }
          data-testid="revision-status"
        >
          {status.message}
        </Alert>
        {scenario === undefined ? null : (
          <NativeSelect
            label="Emissions scenario"
            description="Re-runs every hazard on the scenario's warming and sea-level path (IPCC AR6)."
            data={climateScenarios.map((key) => ({
              value: key,
              label: climateScenarioLabels[key],
            }))}
            value={scenario}
            onChange={(event) => setScenario(event.currentTarget.value as ClimateScenario)}
            disabled={disabled}
          />
        )}
        {excluded === undefined ? null : (
          <OptionalHazardsField excluded={excluded} onChange={setExcluded} disabled={disabled} />
        )}
        <Accordion multiple defaultValue={['design', 'elements']} variant="separated">
          <DesignSpecificationsCard
            fields={Object.values(archetype.fields)}
            values={form.values.fields}
            changed={changedFields}
            errors={errors}
            disabled={disabled}
            onChange={(name, value) => form.setFieldValue(`fields.${name}`, value)}
          />
          <ElementSpecificationsCard
            elements={archetype.elements}
            materials={props.materials}
            values={elements}
            changed={changedElements}
            disabled={disabled}
            onChange={chooseMaterial}
          />
        </Accordion>
        {failure !== undefined && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title="The analysis was not updated"
          >
            {failure}
          </Alert>
        )}
        {submitHint !== undefined && (
          <Text size="sm" c="dimmed" ta="right" aria-live="polite" data-testid="submit-hint">
            {submitHint}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button
              variant="default"
              disabled={disabled}
              onClick={() => {
                form.setValues({ fields: current.fields });
                setElements(current.elements);
                setScenario(props.climateScenario);
                setExcluded(props.excludedHazards);
                form.clearErrors();
                setFailure(undefined);
              }}
            >
              Reset
            </Button>
            <Button variant="default" onClick={props.onCancel} disabled={submitting}>
              Cancel
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              onClick={props.onSave}
              disabled={!props.purchased || props.saved || submitting}
            >
              {props.saved ? 'Saved' : 'Save current analysis'}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              {props.submitLabel ?? 'Update Analysis'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
