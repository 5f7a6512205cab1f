import type { HazardKey } from '../hazards.ts';

/**
 * How each hazard is modelled, in one place so the methods page and the PDF report's Methods
 * section stay in step with the engine (packages/engine/METHODS.md); update a text here whenever
 * the engine's rule for that hazard changes.
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
    data: 'No global flood-depth map is embedded, so depth comes from a named parametric rule. The nearest river within 50 km is a World Data Bank II line (GSHHG, full resolution) or, where nearer or missing from the map (the Brisbane River), a channel of the drainage we derive from the 5 arc-minute ETOPO5 relief as HydroSHEDS does. Its catchment area comes from that drainage and its mean discharge from a relation to catchment area and precipitation fitted to the GRDC station catalogue; its bankfull depth follows hydraulic geometry (Leopold and Maddock 1953; 0.27·Q^0.39 m, Moody and Troutman 2002). Floods follow a Gumbel flood-frequency curve (coefficient of variation 0.5), and stage rises with discharge to the power 0.6 (Manning). The site is ASSUMED to be built or defended to the 100-year flood (the US flood-insurance base flood and the EU Floods Directive medium probability; no map of river defences is embedded); water above that level, or above the site’s height over the river if higher, floods it. Within about 9 km of a river the 5 arc-minute relief cannot tell a floodplain from a terrace: the analysis then says so and asks for the site’s ground elevation and floor height.',
    climateChange:
      'Discharges are scaled with the change in the 100-year river discharge for the site’s AR6 region (IPCC AR6 Chapter 12), interpolated to the warming level of each year, so the present 100-year protection is overtopped more often.',
    vulnerability:
      'Elements are damaged by the water above their base according to the residential depth–damage curves of their continent (JRC, Huizinga et al. 2017; the first half-metre rising from zero), measured from the floor height above ground. The asset stops working when water is inside, above the floor.',
  },
  inundation: {
    intensityMeasure:
      'Coastal water depth above the site’s ground, in metres: extreme total water level (tide, storm surge and waves) plus sea-level rise and wave setup, minus the protected ground level.',
    data: 'Present-day 100-year total and episodic water levels at the nearest of 20,865 JRC coastal points (Vousdoukas et al. 2018), spread over return periods with a Gumbel rule; the 1.25′ GSHHG coastline for distance to the coast; your site elevation where given. Computed within 10 km of the coast, and within 50 km on ground below 10 m (the low-elevation coastal zone). Ground below the present 100-year level is taken to be defended to it, and only the water above it floods the site. Hurricane and typhoon surges are under-represented in the JRC levels. A default wave setup of 15 cm applies.',
    climateChange:
      'Global mean sea level follows the AR6 SSP5-8.5 central projection (about 0.23 m by 2050 and 0.77 m by 2100 relative to 1995–2014), distributed regionally with sea-level fingerprints for ice-sheet and glacier contributions; rising seas erode the present-day protection.',
    vulnerability:
      'As for riverine flooding: depth–damage curves applied to each element below the water level; the asset stops working when water is above the floor.',
  },
  heat: {
    intensityMeasure:
      'Annual maximum daily temperature, in °C, against the threshold temperature of the asset’s design climate.',
    data: 'Present-day temperature climate from the 1° bioclimate of Beyer et al. (2020); the threshold is the hottest day the asset’s design climate reaches with its heat exceedance probability (1 in 50 years by regulation, EN 1991-1-5). The 1° AR6 grid of the change in days above 35 °C.',
    climateChange:
      'The hottest day of the year rises with the AR6 regional change in TXx at each global warming level, which reproduces the AR6 frequency factors of a 50-year hot extreme within a factor 1.5 (about 13 times as frequent at +2 °C and 39 times at +4 °C). Days above 35 °C follow the AR6 grid.',
    vulnerability:
      'Heat does not damage structure: only services, membranes, glazing and finishes respond. Each °C of the year’s hottest day above the threshold means 5.5 hours above it; one in ten reference elements fails within 100 such hours (a B10 rating) and a failed element costs 0.3 of its value; every 100 hours above the threshold, and every 100 hours of extra days above 35 °C (the air-conditioner rating temperature) since the design climate, wear 0.1 % of its value. All scaled by the material coefficient.',
  },
  forest_fire: {
    intensityMeasure:
      'The Fire Weather Index of a fire reaching the asset, at its annual probability.',
    data: 'The mean fire return interval of the site’s BIOME4 vegetation (from 5 years for savanna to 500 for rainforest; none for desert and ice), of which one landscape fire in ten is taken to reach buildings, and a tenth of that for grass and savanna fires — calibrated to Australian bushfire house losses (Crompton et al. 2010). Fire weather from the GEFF-ERA5 Fire Weather Index (annual mean of 2017, a spatial pattern rather than a climatology).',
    climateChange:
      'Fire frequency is scaled with the AR6 change in the number of SPI-6 droughts per decade at the site, relative to the 1995–2014 median of 3.67.',
    vulnerability:
      'An element reached by a fire is lost with probability FWI/(FWI + 50), one half at the lower bound of the EFFIS ‘extreme’ class, scaled by its material’s fire coefficient. Fire protection reduces the coefficients: to half for ember protection and to a quarter for flame protection.',
  },
  wind: {
    intensityMeasure: 'Peak 3-second gust speed at 10 m, in metres per second.',
    data: 'No global map of extratropical extreme wind is embedded, so the gust curve comes from the basic wind speed of the site’s building-code region (EN 1991-1-4, ASCE 7, AS/NZS 1170.2) extrapolated across return periods with the EN 1991-1-4 probability factor, times a 1.52 gust factor — a named parametric rule.',
    climateChange:
      'Gust speeds are scaled with the AR6 relative change in mean 10 m wind speed at the site (1° grid, IPCC AR6 Chapter 12); AR6 has low confidence in changes of extreme wind.',
    vulnerability:
      'Damage follows the cubic curve of Emanuel (2011), starting at 0.65 of the asset’s design gust (its wind threshold, 1 in 50 years by regulation) — the onset of storm losses at the local 98th-percentile gust of Klawa & Ulbrich (2003) — and calibrated so that a code-built house in England or Germany loses about 0.01–0.02 % of its value a year, the order of insured storm losses there. Scaled by the material coefficient.',
  },
  soil_movement: {
    intensityMeasure:
      'Dry-year soil-moisture deficit, in standard deviations below the mean, at each return period.',
    data: 'No global soil clay map is embedded, so shrink–swell susceptibility comes from a named rule on the aridity index (annual precipitation over Thornthwaite evapotranspiration, UNEP classes): full in semi-arid and dry sub-humid climates, half in humid and arid ones, a quarter in hyper-arid ones; none on tundra, barren ground and ice.',
    climateChange:
      'The deficit shifts with the AR6 change in total soil moisture at the site (10 % taken as one standard deviation).',
    vulnerability:
      'Half of the foundations on fully susceptible ground move in the 500-year dry year (a HAZUS-type fragility); a movement costs 0.15 of the elements’ value to repair, so a house on London clay loses about 0.02 % a year, the order of UK insured subsidence losses; the asset is counted out of use in the same proportion. A foundation design other than the normal shallow type removes this hazard.',
  },
  'freeze-thaw': {
    intensityMeasure: 'Freeze–thaw cycles per year: days on which the temperature crosses 0 °C.',
    data: 'Estimated from the NCEP/NCAR monthly mean temperatures corrected to the site’s altitude with a lapse rate of 6.5 K per km, a stated 10 °C daily temperature range and a 3 °C day-to-day spread, a named rule since no frost-day climatology is embedded. Not calculated below one cycle a year.',
    climateChange:
      'Temperatures shift with the AR6 regional change in the coldest night (TNn); warming reduces cycles in most places but can increase them where winters move towards 0 °C.',
    vulnerability:
      'Porous and brittle exposed elements (masonry, concrete, paving, render) lose 1/10,000 of their value per cycle, scaled by their materials’ coefficients.',
  },
  flood_surfacewater: {
    intensityMeasure:
      'Ponding depth at ground level, in metres, from 1-day rainfall beyond the drainage capacity.',
    data: 'No gridded extreme-rainfall baseline is embedded, so the mean annual maximum 1-day rainfall is taken as 5 % of annual precipitation, at least 25 mm (Beyer et al. 2020), with a Gumbel spread (coefficient of variation 0.35, Hershfield 1961). This is a screening rule, not a published relation: it fits temperate climates but understates monsoon climates, where rain falls on few days, by a factor of 2 to 4, and every result says so. Drainage carries the present 30-year rainfall (EN 752); 90 % of the excess runs off and the runoff of 3 m² ponds on 1 m². Not calculated where annual precipitation is unknown.',
    climateChange:
      'Extreme rainfall scales with the AR6 regional change in Rx1day at each warming level, re-based from 1850–1900 to the present-day climate the baseline describes, or by 7 % per °C of warming (the Clausius–Clapeyron rate) where no regional value applies.',
    vulnerability:
      'Depth–damage curves for the elements the water reaches, measured from the floor height above ground; the asset stops working only when water is above the floor.',
  },
  cyclone_wind: {
    intensityMeasure:
      'Tropical-cyclone 1-minute sustained wind at the site, in metres per second, at return periods from 10 to 1,000 years.',
    data: 'Return levels on a 1° grid derived from HURDAT2 and JTWC best tracks in all six cyclone basins (about 40 years of record), using a Rankine wind profile and a generalised Pareto fit. Values at 500 and 1,000 years are extrapolations and uncertain by 20–30 %. Not calculated poleward of 50°, where storms are extratropical.',
    climateChange:
      'Intensities and frequencies follow the basin medians of Knutson et al. (2020) at +2 °C, scaled with the warming level: storm intensity rises by about 1–5.5 % depending on basin and overall frequency falls by 4–18 %.',
    vulnerability:
      'Wind damage follows the cubic curve of Emanuel (2011), zero below 25.7 m/s, with the half-damage wind calibrated by region on reported losses (Eberenz et al. 2021: from 46.8 m/s in the South Indian Ocean to 86 m/s in the USA), stretched by the asset’s design wind relative to the 1-in-500-year design of the calibrated building stock, and scaled by the material coefficient.',
  },
};

/**
 * The SSP5-8.5 global warming path the engine follows, in °C above 1880–1900 (Jewson 2021 series
 * as used by CLIMADA). Years in between are interpolated linearly.
 */
export const warmingPathPoints: readonly { year: number; warmingDegreesCelsius: number }[] = [
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

/** Return periods, in years, at which every hazard's exceedance curve is given: 2 to 1,000 years. */
export const exceedanceReturnPeriodsYears = [2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;
