import { Accordion, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import {
  designChoiceIndex,
  formatFixed,
  type DesignFieldDefinition,
  type DesignFieldValue,
} from '@hazardscope/contracts';
import { InfoPopover } from './info-popover.tsx';
import { ChangedBadge, SpecificationHeader, SpecificationRow } from './specification-rows.tsx';

/** Reals are shown rounded to 3 decimals. */
const realDecimals = 3;
const notSetLabel = 'Not set';

/** A design value as the default column shows it: its choice label, grouped digits, Yes/No. */
function formatFieldValue(field: DesignFieldDefinition, value: DesignFieldValue): string {
  const choice = designChoiceIndex(field, value);
  if (choice !== undefined) return field.allowedValueLabels?.[choice] ?? String(value);
  if (value === null || value === '') return notSetLabel;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  const rounded = field.type === 'real' ? Number(formatFixed(value, realDecimals)) : value;
  return field.disableThousandsGrouping
    ? String(rounded)
    : rounded.toLocaleString('en-US', { maximumFractionDigits: realDecimals });
}

/** What the '?' says: the field's description and the range the server accepts. */
function fieldHelp(field: DesignFieldDefinition): string {
  if (field.allowedValues || (field.type !== 'integer' && field.type !== 'real')) {
    return field.description;
  }
  const format = (bound: number) => formatFieldValue(field, bound);
  const minimum = field.minimum ?? 0;
  const range =
    field.maximum === undefined
      ? `At least ${format(minimum)}.`
      : `From ${format(minimum)} to ${format(field.maximum)}.`;
  const whole = field.type === 'integer' ? ' Whole numbers only.' : '';
  return `${field.description} ${range}${whole}`;
}

export interface DesignSpecificationsCardProps {
  /** The fields to list, in display order. */
  fields: readonly DesignFieldDefinition[];
  /** Machine name → the value the form holds ('' while emptied). */
  values: Readonly<Record<string, DesignFieldValue>>;
  /** Machine names whose value differs from the analysis on screen: marked 'Changed'. */
  changed?: ReadonlySet<string>;
  /** Machine name → the message to show under the field. */
  errors: Readonly<Record<string, string | undefined>>;
  onChange(machineName: string, value: DesignFieldValue): void;
  disabled?: boolean;
  /** The accordion item's value (it sits in the caller's Accordion). */
  value?: string;
}

/**
 * The 'Design Specifications' accordion card: each field
 * with a '?' popover, its default setting and an input for the current setting. Used by the
 * Settings tab and the adaptation option editor.
 */
export function DesignSpecificationsCard(props: DesignSpecificationsCardProps) {
  return (
    <Accordion.Item value={props.value ?? 'design'}>
      <Accordion.Control>Design Specifications</Accordion.Control>
      <Accordion.Panel>
        <SpecificationHeader columns={['Design field', 'Default setting', 'Current setting']} />
        {props.fields.map((field) => (
          <SpecificationRow
            key={field.machineName}
            testId={`design-field-${field.machineName}`}
            name={
              <Group gap={6} wrap="nowrap" align="center">
                <Text size="sm" fw={500}>
                  {field.label}
                </Text>
                <InfoPopover subject={field.label} text={fieldHelp(field)} />
                {props.changed?.has(field.machineName) && <ChangedBadge />}
              </Group>
            }
            defaultTitle="Default setting"
            defaultSetting={formatFieldValue(field, field.default)}
            current={
              <FieldInput
                field={field}
                value={props.values[field.machineName] ?? null}
                error={props.errors[field.machineName]}
                disabled={props.disabled}
                onChange={(value) => props.onChange(field.machineName, value)}
              />
            }
          />
        ))}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function FieldInput(props: {
  field: DesignFieldDefinition;
  value: DesignFieldValue;
  error: string | undefined;
  disabled: boolean | undefined;
  onChange(value: DesignFieldValue): void;
}) {
  const { field, value } = props;
  const common = {
    'aria-label': field.label,
    error: props.error,
    disabled: props.disabled,
    size: 'sm' as const,
  };
  const allowedValues = field.allowedValues;
  if (allowedValues) {
    // Choices are keyed by position: their values (null, 1/500…) are not strings.
    const chosen = designChoiceIndex(field, value);
    return (
      <Select
        {...common}
        data={allowedValues.map((allowed, index) => ({
          value: String(index),
          label: field.allowedValueLabels?.[index] ?? String(allowed),
        }))}
        value={chosen === undefined ? null : String(chosen)}
        onChange={(key) => key !== null && props.onChange(allowedValues[Number(key)] ?? null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (field.type === 'boolean') {
    return (
      <Select
        {...common}
        data={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
        value={typeof value === 'boolean' ? String(value) : null}
        onChange={(key) => key !== null && props.onChange(key === 'true')}
        allowDeselect={false}
      />
    );
  }
  if (field.type === 'string') {
    return (
      <TextInput
        {...common}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <NumberInput
      {...common}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={props.onChange}
      placeholder={field.nullable ? notSetLabel : undefined}
      allowDecimal={field.type === 'real'}
      decimalScale={field.type === 'real' ? realDecimals : undefined}
      thousandSeparator={field.disableThousandsGrouping ? undefined : ','}
      min={field.minimum}
      max={field.maximum}
      // Out-of-range input stays as typed, so its message tells the person what to change.
      clampBehavior="none"
      hideControls
      inputMode={field.type === 'real' ? 'decimal' : 'numeric'}
    />
  );
}
