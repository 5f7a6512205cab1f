import type { SiteHazardContext } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { sampleGrid } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** 1 international knot = 1852 m / 3600 s. */
export const metresPerSecondPerKnot = 0.514444;

type Basin = NonNullable<SiteHazardContext['tropicalCyclone']['basin']>;
const basins: readonly Basin[] = ['NA', 'EP', 'WP', 'NI', 'SI', 'SP'];

/**
 * Years of best-track record behind the return levels, per basin: HURDAT2 (NA, EP) and JTWC (WP,
 * NI, SI, SP) best tracks over these seasons; each storm counts 1/years towards an annual rate.
 */
const recordYearsByBasin: Record<Basin, string> = {
  NA: '40 years (1980–2019)',
  EP: '40 years (1980–2019)',
  WP: '42 years (1980–2021)',
  NI: '42 years (1982–2023)',
  SI: '38 years (1981–2019)',
  SP: '38 years (1981–2019)',
};

/**
 * The Eberenz et al. (2021) impact function of the site's country (ISO 3166-1 alpha-3): the region
 * the paper assigns it, or its global calibration (ROW) for a country it does not list or a site at
 * sea.
 */
export function cycloneVulnerability(
  table: HazardDataStore['cycloneVulnerability'],
  countryAlpha3: string | null,
): SiteHazardContext['tropicalCyclone']['vulnerability'] {
  const region =
    (countryAlpha3 === null ? undefined : table.countryRegion[countryAlpha3]) ??
    table.defaultRegion;
  const parameters = table.regions[region];
  if (parameters === undefined) throw new Error(`cyclone vulnerability: no region ${region}`);
  return {
    region,
    regionName: parameters.name,
    calibration: table.calibration,
    thresholdMetresPerSecond: table.thresholdMetresPerSecond,
    halfDamageMetresPerSecond: parameters.halfDamageMetresPerSecond,
  };
}

/**
 * Site-wind return levels of the 1° cell containing the site (the grid's values are the modelled
 * wind at cell centres; the spot values checked in the tests are cell values too), converted from
 * knots to m/s; the basin whose storms pass the cell most often.
 */
export function siteTropicalCyclone(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  countryAlpha3: string | null,
  notes: SiteNotes,
): SiteHazardContext['tropicalCyclone'] {
  const layout = store.cycloneWind.layout;
  const returnPeriodsYears = layout.layerNames.map(Number);
  const sustainedWindMetresPerSecond = returnPeriodsYears.map((_, layer) => {
    const knots = sampleGrid(store.cycloneWind, latitude, longitude, 'nearest', layer);
    return Number.isNaN(knots) ? 0 : Math.round(knots * metresPerSecondPerKnot * 100) / 100;
  });
  const basinCode = sampleGrid(store.cycloneBasin, latitude, longitude, 'nearest');
  const basin = Number.isNaN(basinCode) ? null : (basins[basinCode] ?? null);
  notes.datasetIds.add(layerIds.cycloneWind);
  if (basin !== null) {
    notes.datasetIds.add(layerIds.cycloneBasin);
    if (sustainedWindMetresPerSecond.some((speed) => speed > 0)) {
      const earlyRecord =
        basin === 'NI' || basin === 'SI' || basin === 'SP'
          ? ' Best-track intensities before about 1990 are less reliable in this basin.'
          : '';
      notes.warnings.push(
        `Tropical-cyclone wind return levels rest on ${recordYearsByBasin[basin]} of ${basin} best tracks: the 250- to 1000-year values are extrapolations (uncertain by ±20–30 %).${earlyRecord}`,
      );
    }
  }
  const vulnerability = cycloneVulnerability(store.cycloneVulnerability, countryAlpha3);
  notes.datasetIds.add(layerIds.cycloneVulnerability);
  return { basin, returnPeriodsYears, sustainedWindMetresPerSecond, vulnerability };
}
