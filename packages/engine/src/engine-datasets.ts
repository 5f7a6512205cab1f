import type { DatasetReference } from '@hazardscope/contracts';

/**
 * Published tables the engine itself carries (not read from the site context), cited in the
 * metadata of the hazards that use them.
 */
export const engineDatasets: readonly DatasetReference[] = [
  {
    id: 'jewson-2021-gmst-ssp585',
    name: 'SSP5-8.5 global mean surface temperature path (Jewson 2021, as used by CLIMADA)',
    source: 'Jewson et al. 2021, doi:10.5281/zenodo.4757343; CLIMADA',
    licence: 'CC BY 4.0',
  },
  {
    id: 'ar6-sea-level-ssp585',
    name: 'IPCC AR6 global mean sea-level rise, SSP5-8.5 (SPM.8, Table 9.9 components)',
    source: 'IPCC AR6 WGI, Fox-Kemper et al. 2021, Ch. 9',
    licence: 'CC BY 4.0',
  },
  {
    id: 'ar6-spm6-global-land-extremes',
    name: 'IPCC AR6 SPM.6 global-land change of the 50-year TXx event',
    source: 'IPCC AR6 WGI SPM, Figure SPM.6',
    licence: 'CC BY 4.0',
  },
  {
    id: 'clausius-clapeyron-7-percent',
    name: 'Clausius–Clapeyron scaling of extreme rainfall, +7 % per °C',
    source: 'IPCC AR6 WGI, Seneviratne et al. 2021, §11.4',
    licence: 'CC BY 4.0',
  },
  {
    id: 'knutson-2020-tropical-cyclone-projections',
    name: 'Tropical-cyclone projections for 2 °C of warming, by basin (Knutson et al. 2020)',
    source:
      'Knutson et al. 2020, BAMS 101:E303; data Jewson et al. 2021, doi:10.5281/zenodo.4757343',
    licence: 'CC BY 4.0',
  },
];
