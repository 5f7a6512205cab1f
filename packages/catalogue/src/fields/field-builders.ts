import {
  annualExceedanceProbabilityOf,
  designReturnPeriodsYears,
  type DesignFieldDefinition,
  type DesignReturnPeriodYears,
} from '@hazardscope/contracts';

/** The parts of a numeric field that vary; the builders fill in the rest. */
interface NumericFieldSpec {
  machineName: string;
  label: string;
  description: string;
  default: number | null;
  minimum?: number;
  maximum?: number;
  /** Years read as 1995, not 1,995. */
  isYear?: boolean;
  /** Null is a valid value (its meaning is in the description). */
  nullable?: boolean;
}

function numericField(type: 'integer' | 'real', spec: NumericFieldSpec): DesignFieldDefinition {
  return {
    machineName: spec.machineName,
    label: spec.label,
    description: spec.description,
    type,
    default: spec.default,
    nullable: spec.nullable ?? false,
    minimum: spec.minimum ?? 0,
    maximum: spec.maximum,
    required: true,
    disableThousandsGrouping: spec.isYear ?? false,
  };
}

export function integerField(spec: NumericFieldSpec): DesignFieldDefinition {
  return numericField('integer', spec);
}

export function realField(spec: NumericFieldSpec): DesignFieldDefinition {
  return numericField('real', spec);
}

export interface ChoiceFieldSpec<Value extends string> {
  machineName: string;
  label: string;
  description: string;
  default: NoInfer<Value>;
  /** Value → label, in display order. */
  choices: Readonly<Record<Value, string>>;
}

export function stringChoiceField<Value extends string>(
  spec: ChoiceFieldSpec<Value>,
): DesignFieldDefinition {
  const entries = Object.entries(spec.choices) as [Value, string][];
  return {
    machineName: spec.machineName,
    label: spec.label,
    description: spec.description,
    type: 'string',
    default: spec.default,
    nullable: false,
    allowedValues: entries.map(([value]) => value),
    allowedValueLabels: entries.map(([, label]) => label),
    required: true,
    disableThousandsGrouping: false,
  };
}

/** Label of the null choice: the threshold comes from the building regulations at the site. */
export const fromRegulationsLabel = 'From regulations';

export interface ReturnPeriodFieldSpec {
  machineName: string;
  label: string;
  description: string;
  /** The design event's return period, or null for 'From regulations'. */
  defaultReturnPeriodYears: DesignReturnPeriodYears | null;
}

/**
 * A design-event threshold stored as an annual exceedance probability 1/N ("windThreshold
 * (annual probability)"), offered as '1 in N' for the design return periods, with null meaning
 * 'From regulations'.
 */
export function annualProbabilityChoiceField(spec: ReturnPeriodFieldSpec): DesignFieldDefinition {
  return {
    machineName: spec.machineName,
    label: spec.label,
    description: spec.description,
    type: 'real',
    default:
      spec.defaultReturnPeriodYears === null
        ? null
        : annualExceedanceProbabilityOf(spec.defaultReturnPeriodYears),
    nullable: true,
    minimum: 0,
    maximum: 1,
    allowedValues: [null, ...designReturnPeriodsYears.map(annualExceedanceProbabilityOf)],
    allowedValueLabels: [
      fromRegulationsLabel,
      ...designReturnPeriodsYears.map((years) => `1 in ${years}`),
    ],
    required: true,
    disableThousandsGrouping: false,
  };
}
