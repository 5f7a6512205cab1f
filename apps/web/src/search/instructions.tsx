import { Button, Group, Paper, Stepper } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';

const steps = [
  {
    label: 'Step 1',
    description: 'Type an address and pick it from the dropdown, or select from the map.',
  },
  { label: 'Step 2', description: 'Choose the kind of asset: a building or infrastructure.' },
  { label: 'Step 3', description: 'Choose the specific kind of asset.' },
  { label: 'Step 4', description: 'Press GO to run the analysis.' },
];

/**
 * The guided instructions: Steps 1 to 4, with the current one highlighted from the form
 * state, and 'Hide instructions', remembered in this browser.
 */
export function Instructions(props: { currentStep: 0 | 1 | 2 | 3 }) {
  const [hidden, setHidden] = useLocalStorage({
    key: 'hazardscope-hide-instructions',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (hidden) {
    return (
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => setHidden(false)}>
          Show instructions
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" bg="brand.0" aria-label="Instructions">
      <Stepper
        active={props.currentStep}
        orientation="vertical"
        size="sm"
        allowNextStepsSelect={false}
      >
        {steps.map((step) => (
          <Stepper.Step key={step.label} label={step.label} description={step.description} />
        ))}
      </Stepper>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => setHidden(true)}>
          Hide instructions
        </Button>
      </Group>
    </Paper>
  );
}

/** Which step the user is on: no location → 1, no category → 2, no type → 3, else 4. */
export function currentInstructionStep(values: {
  latitude?: number;
  longitude?: number;
  archetypeService?: string;
  archetype?: string;
}): 0 | 1 | 2 | 3 {
  if (values.latitude === undefined || values.longitude === undefined) return 0;
  if (values.archetypeService === undefined) return 1;
  if (values.archetype === undefined) return 2;
  return 3;
}
