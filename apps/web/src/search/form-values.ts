import { createLoader, createSerializer, parseAsStringLiteral, type inferParserType } from 'nuqs';
import {
  assetLifeEndSchema,
  assetLifeEndYears,
  climateScenarios,
  defaultArchetypeAcronym,
  defaultArchetypeCategory,
  defaultClimateScenario,
} from '@hazardscope/contracts';
import { flag, nonBlankText, numberWhere } from '../query-parameters/parsers.ts';

/** Defaults when nothing is chosen at submit: the default asset category and type. */
const defaultArchetypeService = defaultArchetypeCategory;
const defaultArchetype = defaultArchetypeAcronym;
const defaultAssetLifeEnd = assetLifeEndYears.default;

/**
 * The search form's values as kept in the page's address (its query string), so that a reload,
 * Back and Forward, and a copied link restore the form. Each parameter has its parser; an unknown
 * or malformed value falls back to its default, and a value at its default is left out of the
 * address so links stay short. Parameters that are not form values (a password-reset token, say)
 * are left as they are.
 */
export const formValueParsers = {
  locationType: parseAsStringLiteral(['address', 'select'] as const).withDefault('address'),
  latitude: numberWhere((value) => value >= -90 && value <= 90),
  longitude: numberWhere((value) => value >= -180 && value <= 180),
  address: nonBlankText,
  archetypeService: nonBlankText,
  archetype: nonBlankText,
  assetLifeEnd: numberWhere((value) => assetLifeEndSchema.safeParse(value).success).withDefault(
    defaultAssetLifeEnd,
  ),
  /** The emissions scenario the analysis runs on; RCP 8.5 (≈ SSP5-8.5) unless chosen. */
  climateScenario: parseAsStringLiteral(climateScenarios).withDefault(defaultClimateScenario),
  showModal: flag,
  analysisId: nonBlankText,
  thanks: flag,
  showForm: flag,
};

/** The form values as the address holds them: an unset value is null. */
export type AddressFormValues = inferParserType<typeof formValueParsers>;

/** The form values the screens work with: an unset value is undefined. */
export type FormValues = {
  [Key in keyof AddressFormValues]: null extends AddressFormValues[Key]
    ? Exclude<AddressFormValues[Key], null> | undefined
    : AddressFormValues[Key];
};

/** The form values of an address's parameters (unset: null) as the screens use them (unset: undefined). */
export function fromAddressFormValues(values: AddressFormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value ?? undefined]),
  ) as FormValues;
}

/** The form values as the address's parameters take them (unset: null, which removes the parameter). */
export function toAddressFormValues(values: FormValues): AddressFormValues {
  return Object.fromEntries(
    (Object.keys(formValueParsers) as (keyof FormValues)[]).map((key) => [
      key,
      values[key] ?? null,
    ]),
  ) as AddressFormValues;
}

const loadFormValues = createLoader(formValueParsers);
const serializeFormValues = createSerializer(formValueParsers);

/** Reads the form values from a URL query string. */
export function formValuesFromSearch(search: string): FormValues {
  return fromAddressFormValues(loadFormValues(search));
}

export const emptyFormValues: FormValues = formValuesFromSearch('');

/**
 * Writes the form values into a query string, keeping the other parameters of `existingSearch`
 * and leaving out unset and default values.
 */
export function searchFromFormValues(values: FormValues, existingSearch = ''): string {
  return serializeFormValues(existingSearch, toAddressFormValues(values));
}

/** Form complete: both latitude and longitude are set. */
export function hasLocation(values: FormValues): boolean {
  return values.latitude !== undefined && values.longitude !== undefined;
}

/** The values GO submits: the defaults when no asset type was chosen. */
export function withAssetDefaults(values: FormValues): FormValues {
  if (values.archetype !== undefined) return values;
  return {
    ...values,
    archetypeService: defaultArchetypeService,
    archetype: defaultArchetype,
    assetLifeEnd: defaultAssetLifeEnd,
  };
}

/**
 * The parameters kept when the result dialog closes ('Closing it clears all parameters
 * except locationType, latitude, longitude, address, archetype and archetypeService').
 */
export function afterResultClosed(values: FormValues): FormValues {
  return {
    ...emptyFormValues,
    locationType: values.locationType,
    latitude: values.latitude,
    longitude: values.longitude,
    address: values.address,
    archetype: values.archetype,
    archetypeService: values.archetypeService,
    // Beyond the parameters the original kept: a scenario the reader chose stays chosen.
    climateScenario: values.climateScenario,
  };
}

/** Changing the category clears the asset type. */
export function withCategory(values: FormValues, archetypeService: string): FormValues {
  return { ...values, archetypeService, archetype: undefined };
}

/** Changing the asset type sets the life end to 2100. */
export function withArchetype(values: FormValues, archetype: string): FormValues {
  return { ...values, archetype, assetLifeEnd: defaultAssetLifeEnd };
}

/** Choosing the 'select' location type (map mode) clears latitude and longitude. */
export function withMapMode(values: FormValues): FormValues {
  return { ...values, locationType: 'select', latitude: undefined, longitude: undefined };
}
