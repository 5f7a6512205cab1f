import type { ArchetypeDefinition, DesignFieldValues } from '@hazardscope/contracts';

/**
 * The default value of every design field of an archetype, keyed by machine name: the values an
 * analysis runs with when nothing is customised ("default field values merged with
 * changed values").
 */
export function defaultFieldValues(
  archetype: Pick<ArchetypeDefinition, 'fields'>,
): DesignFieldValues {
  return Object.fromEntries(
    Object.values(archetype.fields).map((field) => [field.machineName, field.default]),
  );
}
