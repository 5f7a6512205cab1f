import { z } from 'zod';
import {
  assetLifeEndSchema,
  assetLifeEndYears,
  climateScenarios,
  defaultArchetypeAcronym,
  defaultArchetypeCategory,
  defaultClimateScenario,
} from '@hazardscope/contracts';

/** Defaults when nothing is chosen at submit: the default asset category and type. */
const defaultArchetypeService = defaultArchetypeCategory;
const defaultArchetype = defaultArchetypeAcronym;
const defaultAssetLifeEnd = assetLifeEndYears.default;

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  z.number().finite().optional(),
);
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
  z.string().optional(),
);
const flag = z.preprocess(
  (value) => value === 'true' || value === '1' || value === true,
  z.boolean(),
);

/**
 * The search form's values as kept in the browser history location, so a
 * reload or a shared URL restores the form. Unknown or malformed parameters fall back to defaults.
 */
const formValuesSchema = z.object({
  whenType: z.enum(['select']).catch('select'),
  locationType: z.enum(['address', 'select']).catch('address'),
  latitude: optionalNumber.pipe(z.number().min(-90).max(90).optional()).catch(undefined),
  longitude: optionalNumber.pipe(z.number().min(-180).max(180).optional()).catch(undefined),
  address: optionalText.catch(undefined),
  archetype: optionalText.catch(undefined),
  archetypeService: optionalText.catch(undefined),
  assetLifeEnd: optionalNumber
    .pipe(assetLifeEndSchema.optional())
    .transform((value) => value ?? defaultAssetLifeEnd)
    .catch(defaultAssetLifeEnd),
  /** The emissions scenario the analysis runs on; RCP 8.5 (≈ SSP5-8.5) unless chosen. */
  climateScenario: z.enum(climateScenarios).catch(defaultClimateScenario),
  showModal: flag.catch(false),
  analysisId: optionalText.catch(undefined),
  thanks: flag.catch(false),
  showForm: flag.catch(false),
});
export type FormValues = z.infer<typeof formValuesSchema>;

export const emptyFormValues: FormValues = formValuesSchema.parse({});

/** Reads the form values from a URL query string. */
export function formValuesFromSearch(search: string): FormValues {
  const parameters = Object.fromEntries(new URLSearchParams(search));
  return formValuesSchema.parse(parameters);
}

/**
 * Writes the form values into a query string, keeping other parameters (e.g. pwResetToken) and
 * leaving out empty and default values so URLs stay short.
 */
export function searchFromFormValues(values: FormValues, existingSearch = ''): string {
  const parameters = new URLSearchParams(existingSearch);
  for (const key of Object.keys(formValuesSchema.shape) as (keyof FormValues)[]) {
    parameters.delete(key);
  }
  const set = (key: keyof FormValues, value: string | number | boolean | undefined) => {
    if (value === undefined || value === false || value === '') return;
    parameters.set(key, String(value));
  };
  set('locationType', values.locationType === 'address' ? undefined : values.locationType);
  set('latitude', values.latitude);
  set('longitude', values.longitude);
  set('address', values.address);
  set('archetypeService', values.archetypeService);
  set('archetype', values.archetype);
  set(
    'assetLifeEnd',
    values.assetLifeEnd === defaultAssetLifeEnd ? undefined : values.assetLifeEnd,
  );
  set(
    'climateScenario',
    values.climateScenario === defaultClimateScenario ? undefined : values.climateScenario,
  );
  set('showModal', values.showModal);
  set('analysisId', values.analysisId);
  set('thanks', values.thanks);
  set('showForm', values.showForm);
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
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
 * except whenType, locationType, latitude, longitude, address, archetype and archetypeService').
 */
export function afterResultClosed(values: FormValues): FormValues {
  return {
    ...emptyFormValues,
    whenType: values.whenType,
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
