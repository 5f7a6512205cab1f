import type { HazardKey } from '@hazardscope/contracts';

/**
 * How each hazard is modelled, in one place so the methods page (and later the PDF report's
 * Methods section) stays in step with the engine. Source of the design: SCIENCE.md §2–3; update a
 * text here whenever the engine's rule for that hazard changes.
 */
export interface HazardMethod {
  /** What is measured, with its unit, at each return period of the exceedance curve. */
  intensityMeasure: string;
  /** The embedded data (and named parametric rules) the present-day hazard comes from. */
  data: string;
  /** How the hazard changes as the planet warms along the SSP5-8.5 path. */
  climateChange: string;
  /** Which elements respond, and how damage and failure are derived from the intensity. */
  vulnerability: string;
}

export const hazardMethods: Record<HazardKey, HazardMethod> = {
  flood_riverine: {
    intensityMeasure: 'Flood water depth above ground at the site, in metres.',
    data: 'No global flood-depth map is embedded, so depth is estimated by a named parametric rule from the distance to the nearest mapped river (World Data Bank II via GSHHG) and the site’s height relative to its surroundings (your elevation if given, otherwise the 20′ ETOPO grid). The analysis warns when this rule drives the result, and a known flood level or floor height you supply takes precedence.',
    climateChange:
      'Flood depths are scaled with the change in the 100-year river discharge for the site’s AR6 region (IPCC AR6 Chapter 12), interpolated to the warming level of each year.',
    vulnerability:
      'Elements below the water line are damaged according to depth–damage curves for the continent and occupancy (JRC, Huizinga et al. 2017), measured from the floor height above ground. Events smaller than the stated flood-defence standard (a return period) cause no damage.',
  },
  inundation: {
    intensityMeasure:
      'Coastal water level above the site’s ground, in metres: extreme total water level (tide, storm surge and waves) plus sea-level rise, minus site elevation.',
    data: 'Present-day 100-year total water levels at the nearest of 20,865 JRC coastal points (Vousdoukas et al. 2018), the 1.25′ GSHHG coastline for distance to the coast, and your site elevation where given. Sites more than 10 km from the coast are not calculated for this hazard. A default wave setup of 15 cm applies.',
    climateChange:
      'Global mean sea level follows the AR6 SSP5-8.5 central projection (about 0.23 m by 2050 and 0.77 m by 2100 relative to 1995–2014), distributed regionally with sea-level fingerprints for ice-sheet and glacier contributions.',
    vulnerability:
      'As for riverine flooding: depth–damage curves applied to each element below the water level, with salt-water exposure treated through the materials’ flood coefficients.',
  },
  heat: {
    intensityMeasure:
      'Annual maximum daily temperature, in °C, and the number of hours a year above the asset’s heat threshold.',
    data: 'Present-day temperature climate from the 1° bioclimate of Beyer et al. (2020) and the NCEP/NCAR monthly means, adjusted to the site’s altitude; the 1° AR6 grids of days above 35 °C and heat-index days above 41 °C.',
    climateChange:
      'The hottest day of the year rises with the AR6 regional change in TXx at each global warming level; how often today’s rare heat extremes recur is checked against the AR6 global figures (a 50-year hot extreme about 8.6 times as frequent at +1.5 °C and 39 times at +4 °C).',
    vulnerability:
      'Elements sensitive to heat (cooling plant, electrical equipment, some finishes) fail with a probability that grows with the hours above the heat threshold, using the model’s heat-stress constants (0.3, 0.001, 0.1 and 5.5) scaled by each material’s coefficient.',
  },
  forest_fire: {
    intensityMeasure:
      'Annual probability that fire reaches the site, separated into ember attack and direct flame contact.',
    data: 'Fire weather severity from the GEFF-ERA5 Fire Weather Index (annual mean of 2017, a spatial pattern rather than a climatology) combined with the vegetation class of the BIOME4 field as a fuel hint.',
    climateChange:
      'Fire probability is scaled with the AR6 regional changes in dry spells (CDD), droughts, soil moisture and hot days at each warming level.',
    vulnerability:
      'Exposed elements fail according to their materials’ fire coefficients. Fire protection reduces them: to half for ember protection and to a quarter for flame protection.',
  },
  wind: {
    intensityMeasure: 'Peak 3-second gust speed at 10 m, in metres per second.',
    data: 'No global map of extratropical extreme wind is embedded, so the present-day gust curve comes from the basic wind speeds of building-code regions (EN 1991-1-4, ASCE 7, AS/NZS 1170.2), a named parametric rule.',
    climateChange:
      'Gust speeds are scaled with the AR6 relative change in mean 10 m wind speed at the site (1° grid, IPCC AR6 Chapter 12).',
    vulnerability:
      'Each element’s fragility is centred on its design wind speed, set by the asset’s wind design threshold (a return period such as 1 in 500 years), and damage grows steeply above it following a cubic damage curve of the kind published by Emanuel (2011), scaled by the material coefficient.',
  },
  soil_movement: {
    intensityMeasure:
      'A shrink–swell index of soil-moisture deficit: how strongly the ground dries and rewets around the foundations.',
    data: 'No global soil clay map is embedded, so susceptibility comes from a named rule on the biome and aridity of the site (Beyer et al. 2020 annual precipitation and temperature).',
    climateChange:
      'The index is scaled with the AR6 regional change in total soil moisture and drought frequency at each warming level.',
    vulnerability:
      'Foundations and the elements they carry respond through their materials’ coefficients. A foundation design other than the normal shallow type (for example piles below the active zone) removes this hazard.',
  },
  'freeze-thaw': {
    intensityMeasure: 'Freeze–thaw cycles per year: days on which the temperature crosses 0 °C.',
    data: 'Estimated from the NCEP/NCAR monthly mean temperatures corrected to the site’s altitude with a lapse rate of 6.5 K per km and an assumed daily temperature range, a named rule since no frost-day climatology is embedded.',
    climateChange:
      'Temperatures shift with the AR6 regional change in the coldest night (TNn); warming reduces cycles in most places but can increase them where winters move towards 0 °C.',
    vulnerability:
      'Porous and brittle exposed elements (masonry, concrete, paving, render) degrade with the number of cycles, scaled by their materials’ coefficients.',
  },
  flood_surfacewater: {
    intensityMeasure:
      'Wettest-day rainfall (1-day total, in millimetres), converted to a ponding depth at ground level.',
    data: 'No gridded extreme-rainfall baseline is embedded, so the present-day curve comes from a named rule on the site’s climate zone (Beyer et al. 2020 temperature and annual precipitation).',
    climateChange:
      'Extreme rainfall scales with the AR6 regional change in Rx1day at each warming level, or by about 7 % per °C of warming (the Clausius–Clapeyron rate) where no regional value applies.',
    vulnerability:
      'Depth–damage curves for the ground-level elements, reduced by the floor height above ground.',
  },
  cyclone_wind: {
    intensityMeasure:
      'Tropical-cyclone 1-minute sustained wind at the site, in metres per second, at return periods from 10 to 1,000 years.',
    data: 'Return levels on a 1° grid derived from HURDAT2 and JTWC best tracks in all six cyclone basins (about 40 years of record), using a Rankine wind profile and a generalised Pareto fit. Values at 500 and 1,000 years are extrapolations and uncertain by 20–30 %.',
    climateChange:
      'Intensities and frequencies follow Knutson et al. (2020): at +2 °C, storm intensity rises by roughly 3–6 % depending on basin, overall frequency falls, and the share of the most intense storms rises.',
    vulnerability:
      'Wind damage follows the cubic curve of Emanuel (2011), which is zero below about 26 m/s and reaches half of the element’s value at a set half-damage speed, combined with the element’s design wind threshold and material coefficient.',
  },
};

/**
 * The SSP5-8.5 global warming path the engine follows, in °C above 1880–1900 (Jewson 2021 series
 * as used by CLIMADA; SCIENCE.md §2). Years in between are interpolated linearly.
 */
export const warmingPath: readonly { year: number; warmingDegreesCelsius: number }[] = [
  { year: 1990, warmingDegreesCelsius: 0.66 },
  { year: 2020, warmingDegreesCelsius: 1.16 },
  { year: 2030, warmingDegreesCelsius: 1.47 },
  { year: 2040, warmingDegreesCelsius: 1.86 },
  { year: 2050, warmingDegreesCelsius: 2.3 },
  { year: 2060, warmingDegreesCelsius: 2.76 },
  { year: 2070, warmingDegreesCelsius: 3.21 },
  { year: 2080, warmingDegreesCelsius: 3.7 },
  { year: 2090, warmingDegreesCelsius: 4.19 },
  { year: 2100, warmingDegreesCelsius: 4.69 },
];

/** Return periods, in years, at which every hazard's exceedance curve is given (SCIENCE.md §2). */
export const exceedanceReturnPeriodsYears = [2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;
