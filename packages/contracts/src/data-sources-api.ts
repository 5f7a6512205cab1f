import { z } from 'zod';

/**
 * One derived data layer embedded in this installation with its provenance: the fields of its
 * entry in the data build's manifest that the data sources page and an analysis's provenance show.
 */
export const embeddedLayerSchema = z.object({
  /** Stable id, also the `datasetId` of warming-level responses built from it. */
  id: z.string(),
  name: z.string(),
  /** Provider and citation. */
  source: z.string(),
  licence: z.string(),
  /** The attribution text the licence asks for, ready to print. */
  attribution: z.string(),
  /** What the data build did to the raw file(s). */
  transform: z.string(),
});
export type EmbeddedLayer = z.infer<typeof embeddedLayerSchema>;

/** The groups the public datasets are listed in, in page order. */
export const publicDatasetThemes = [
  'elevation',
  'land_and_sea',
  'climate_baseline',
  'climate_change',
  'coastal_and_sea_level',
  'river_flood_and_rivers',
  'tropical_cyclones',
  'wildfire',
  'regions',
  'place_names',
] as const;
export type PublicDatasetTheme = (typeof publicDatasetThemes)[number];

/** The licences the embedded datasets come under. */
export const dataLicences = [
  'CC BY 4.0',
  'CC BY-SA 4.0',
  'CC BY 3.0',
  'LGPL-3.0-or-later',
  'Public domain (US Government)',
  'Public domain (Natural Earth)',
  'Copernicus licence',
  'EU reuse, Decision 2011/833/EU',
  'Apache-2.0',
  'MIT',
  'Derived by us from public-domain data',
  'GRDC data policy (coefficients derived by us)',
  /** Published openly with a paper, but the licence of its archive could not be read yet. */
  'Open data, licence not yet confirmed',
  'CC0 1.0',
] as const;
export type DataLicence = (typeof dataLicences)[number];

/** One public dataset the product is built from, with the credit its licence asks for. */
export const publicDatasetSchema = z.object({
  theme: z.enum(publicDatasetThemes),
  name: z.string(),
  /** Producer or authors, with year (and journal where the dataset has a paper). */
  provider: z.string(),
  /** Digital object identifier of the paper or data record, when there is one. */
  doi: z.string().optional(),
  usedFor: z.string(),
  licence: z.enum(dataLicences),
  /** Where a reader can read the licence's terms; null where they are a public-domain notice. */
  licenceUrl: z.string().nullable(),
  /** The credit line or acknowledgement the licence asks for, as we print it. */
  attribution: z.string(),
  /** The public repository or package the copy embedded in the product was taken from. */
  obtainedFrom: z.string(),
});
export type PublicDataset = z.infer<typeof publicDatasetSchema>;

/**
 * `GET /api/data_sources`: the public datasets the product is built from, and every derived layer
 * this installation ships with what the data build did to it.
 */
export const dataSourcesReplySchema = z.object({
  datasets: z.array(publicDatasetSchema),
  layers: z.array(embeddedLayerSchema),
});
export type DataSourcesReply = z.infer<typeof dataSourcesReplySchema>;
