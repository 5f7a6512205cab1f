import { z } from 'zod';

/**
 * The last year of an asset's life the analysis rates it at: from 2020 (a life that has ended is
 * not analysed) to 2100, where the climate projections stop; 2100 when not chosen.
 */
export const assetLifeEndYears = { earliest: 2020, latest: 2100, default: 2100 } as const;
export const assetLifeEndSchema = z
  .number()
  .int()
  .min(assetLifeEndYears.earliest)
  .max(assetLifeEndYears.latest);
