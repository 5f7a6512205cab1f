import { describe, expect, it } from 'vitest';
import type { DesignFieldDefinition } from './archetype.ts';
import {
  designFieldValueSchemaFor,
  designFieldValuesSchemaFor,
} from './design-field-validation.ts';

const buildYear: DesignFieldDefinition = {
  machineName: 'buildYear',
  label: 'Build year',
  description: 'Year built.',
  type: 'integer',
  default: 1996,
  nullable: false,
  minimum: 1800,
  maximum: 2026,
  required: true,
  disableThousandsGrouping: true,
};

const windThreshold: DesignFieldDefinition = {
  machineName: 'windThreshold',
  label: 'Wind design threshold',
  description: 'Annual exceedance probability.',
  type: 'real',
  default: 1 / 500,
  nullable: true,
  minimum: 0,
  maximum: 1,
  allowedValues: [null, 1 / 100, 1 / 500],
  allowedValueLabels: ['From regulations', '1 in 100', '1 in 500'],
  required: true,
  disableThousandsGrouping: false,
};

function firstMessage(field: DesignFieldDefinition, value: unknown): string | undefined {
  const result = designFieldValueSchemaFor(field).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('designFieldValueSchemaFor', () => {
  it('gives the messages the form shows', () => {
    expect(firstMessage(buildYear, 'soon')).toBe('Must be a integer.');
    expect(firstMessage(buildYear, 1995.5)).toBe('Must be a integer.');
    expect(firstMessage(buildYear, 1700)).toBe('Minimum allowed value is 1800.');
    expect(firstMessage(buildYear, 2030)).toBe('Maximum allowed value is 2026.');
    expect(firstMessage(buildYear, 2000)).toBeUndefined();
  });

  it('accepts null only for nullable fields', () => {
    expect(firstMessage(buildYear, null)).toBe('Must be a integer.');
    expect(firstMessage(windThreshold, null)).toBeUndefined();
  });

  it('accepts a listed choice, matching a probability that went through JSON', () => {
    expect(firstMessage(windThreshold, 0.002)).toBeUndefined();
    expect(firstMessage(windThreshold, 0.003)).toBe('Must be one of the listed choices.');
  });
});

describe('designFieldValuesSchemaFor', () => {
  const schema = designFieldValuesSchemaFor({ buildYear, windThreshold });

  it('accepts a partial set of changed values', () => {
    expect(schema.safeParse({ buildYear: 1980 }).success).toBe(true);
  });

  it('rejects a field the archetype does not have', () => {
    const result = schema.safeParse({ buildYear: 1980, moatDepth: 3 });
    expect(result.success).toBe(false);
  });

  it('names the field whose value is wrong', () => {
    const result = schema.safeParse({ buildYear: 1700 });
    expect(result.error?.issues[0]?.path).toEqual(['buildYear']);
  });
});
