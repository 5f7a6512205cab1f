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
    data: 'Where a deployment configures flood-depth maps (the JRC global river flood maps or WRI Aqueduct Floods, by return period), their depth at the site is used and named with its resolution. Otherwise depth comes from a named parametric rule. The river is chosen among the mapped rivers within 25 km (World Data Bank II at full resolution and Natural Earth’s 10 m river lines, which add the Brisbane River and the great rivers WDBII draws only as outlines), each sized by the GRDC stations on its line: the nearest, unless a river of over twice its catchment holds the site in its floodplain. The floodplain reaches the height h = 0.01·A^0.3 above the channel (A in m², the GFPLAIN scaling of Nardi et al. 2019) and, on the embedded 5 arc-minute relief, which cannot see a valley narrower than 9 km, no farther from the mapped line than the river’s meander belt (Williams 1986) and the line’s position error (half a millimetre at the map’s scale: 1.5 km for WDBII, 5 km for Natural Earth), unless the ground you enter is within that height of the channel and no higher than the relief’s cell mean about the site (the lower part of the cell, where valley floors lie); a site outside it gets 0 with that reason. The site’s height above the river is its ground (the ground elevation you enter, fine terrain when configured, else the relief) above the channel’s level; with fine terrain it is the height above the drainage its flow path reaches on the fine grid, the mapped river burned in. Where no mapped river is within 25 km, the river is the one the site drains to: its flow path on the drainage we derive from the 5 arc-minute ETOPO5 relief (as HydroSHEDS does) is followed downstream, for up to 50 km, to the first cell a World Data Bank II river line (GSHHG, full resolution) or a derived channel of 1,000 km² runs through; where it meets none before the sea, the nearest such river is taken if it lies within the drainage’s position uncertainty (two cells, about 18 km), and otherwise the site drains to the sea rather than to a river the data can see, and riverine flooding is not calculated, with that reason. The site’s height above it is the height above the nearest drainage (HAND; Rennó et al. 2008, Nobre et al. 2011): the site’s level minus the river cell’s level on the depression-filled relief (0 at the sea), never the height above a river point upstream. Its catchment area comes from that drainage and its mean discharge from a relation to catchment area and precipitation fitted to the GRDC station catalogue; its bankfull depth follows hydraulic geometry (Leopold and Maddock 1953; 0.27·Q^0.39 m, Moody and Troutman 2002). Floods follow a Gumbel flood-frequency curve (coefficient of variation 0.5, about the mean of 0.52 over 2,370 European catchments, Lun et al. 2021; one value for every river, though floods vary less from year to year on great rivers and more in dry climates, so the curve is too steep for the great rivers), and stage rises with discharge to the power 0.6 (Manning). Protection is the riverine standard of the site’s country in FLOPROS (Scussolini et al. 2016), averaged over the country weighted by population (a national mean, not the defence of the site: the analysis says so), held between the 2-year bankfull flow and the 1000-year end of the flood curve; where FLOPROS gives the country none, the site is ASSUMED to be defended to the 100-year flood (the US flood-insurance base flood and the EU Floods Directive medium probability). A site above the defence level floods by the water above its ground; a site below it stays dry until the defence is overtopped and then floods as if undefended (the FLOPROS convention). Within about 9 km of a river the 5 arc-minute relief cannot tell a floodplain from a terrace, nor at any distance where the site’s ground (the relief’s, or the one you enter) is no higher than the relief’s level of the channel (a height of 0 there is only the floor of the difference, not a measured height; with your ground the range then ends at that ground, the river running at sea level or above), and the site’s height above the river is then not assumed: it is taken as equally likely anywhere from the relief’s value (a lower bound) to the top of the river’s floodplain (h above), and the result is the flood damage averaged over that range (the mixture of the flood-depth curves, in closed form), with the range stated; the analysis says so and asks for the site’s ground elevation and floor height, which decide the site’s own result.',
    climateChange:
      'Discharges are scaled with the change in the 100-year river discharge for the site’s AR6 region (IPCC AR6 Chapter 12), interpolated to the warming level of each year, so the present protection is overtopped more often.',
    vulnerability:
      'Elements are damaged by the water above their base according to the residential depth–damage curves of their continent (JRC, Huizinga et al. 2017; the first half-metre rising from zero), measured from the floor height above ground. The asset stops working when water is inside, above the floor.',
  },
  inundation: {
    intensityMeasure:
      'Coastal water depth above the site’s ground, in metres: the extreme total water level (tide, storm surge and wave set-up, with tropical-cyclone surge where cyclones blow) plus the relative sea-level rise, where it overtops the coastal defences.',
    data: 'Present-day extreme water levels at every return period from the nearest of 9,866 coastal points of Kirezci et al. (2020), which already include wave set-up (the scenario’s wave setup is therefore not added again); tropical-cyclone surge from the site’s cyclone wind return levels through the wind–surge relation of Xu (2010), decaying 0.2 m per km inland, combined with the background level as independent events; inland of the shore the background level is lowered by 0.07 m per km of distance to the shore (the US Army Corps of Engineers’ rule of 1963, 1 ft per 2.7 miles of marsh — the lowest of the published rules, since tidal rivers carry the sea inland with less loss; global flood maps use up to 0.5 m per km), and the analysis says by how much. Coastal protection standards from FLOPROS (Scussolini et al. 2016; Tiggeloven et al. 2020) at the nearest coastline point: water below the defence level of that standard floods nothing, water above it floods the site to its full depth, and the events rarer than the 1000-year level overtop a defence built to it; where no standard is known the site is analysed undefended, an upper bound. Vertical land motion of the nearest tide gauge within 50 km (AR6/FACTS projections), with the NOAA observed trend shown for comparison; inside a city whose subsidence is published, that rate where there is no gauge or where it exceeds the gauge’s (a gauge on a piled pier misses the compaction of the plain around it): Jakarta 1–15 cm a year, central 8 cm, Abidin et al. 2011; New Orleans 5.6 ± 2.5 mm a year, Dixon et al. 2006; Ho Chi Minh City 2–5 cm a year, a JICA study reported in 2022; Manila and CAMANAVA 2–4.2 cm a year, Eco et al. 2020 (against 5.5 mm a year at the Manila gauge); Semarang’s northern plain 6–7 cm a year, Gumilar et al. with Abidin et al. 2013, taken with the scenario’s low, central or high bound and held constant; elsewhere without a gauge land motion is unknown, 0 is used and the analysis says so. The ground you enter is taken as today’s height above today’s mean sea level, so the sea rises on it from the present (2020), not from the 1995–2014 baseline. Defences are held at their present (2020) height in every year (no raising with sea level, the constant-protection reference of Hinkel et al. 2014). Venice’s MOSE barrier is represented by its operating rule: it closes at +110 cm and holds back tides up to +300 cm on the Punta della Salute datum (about 0.25 m below present mean sea level), so the lagoon is held at the closure level between the two and the full level comes in above. The 30″ GSHHG full-resolution coastline places the site: a point on the shoreline is analysed as land, a point within 5 km of the coast is moved to land with a warning, a point farther out at sea is refused. Computed for every site within 50 km of the coast. The embedded 5′ elevation cannot know the ground height of a coastal site (its cell mean reads delta cities as 8–11 m high and plateaus by the shore as low), and no value rests on an assumed ground: coastal inundation is Not Calculated until you enter the ground elevation in the Settings tab (or fine terrain is configured), and the analysis states the still-water levels the ground must clear today, in 2050 and in 2100. Only a site one cell or more inland whose cell stands over 10 m above the highest water modelled (the height of the low-elevation coastal zone, McGranahan et al. 2007) is calculated without it, as 0. The water levels are still-water levels: wave run-up and overtopping are not modelled.',
    climateChange:
      'Global mean sea level follows the AR6 central projection of the scenario (under SSP5-8.5 about 0.23 m by 2050 and 0.77 m by 2100 relative to 1995–2014; by 2100 0.44 m under SSP1-2.6, 0.56 m under SSP2-4.5, 0.68 m under SSP3-7.0), distributed regionally with sea-level fingerprints for ice-sheet and glacier contributions, plus the land motion (tide gauge or published regional rate); the defences keep their present-day height, so rising seas overtop them more often.',
    vulnerability:
      'As for riverine flooding: depth–damage curves applied to each element below the water level; the asset stops working when water is above the floor.',
  },
  heat: {
    intensityMeasure:
      'Annual maximum daily temperature, in °C, against the threshold temperature of the asset’s design climate.',
    data: 'Present-day temperatures from the NCEP/NCAR 1981–2010 monthly means corrected to the site’s altitude; the hottest day is estimated as the warmest-quarter mean plus 10 °C, a stated rule since no map of absolute daily maximum temperatures could be obtained, so the absolute temperatures and the threshold are an indicator, said so in a warning on every result, and can be off by several °C: against station records at the return period of their length, 2–5 °C too high in the humid tropics (Bangkok, Darwin, Singapore) and 3–9 °C too low in most mid-latitude climates (London, Paris, Oslo, Madrid, Athens, Chicago). The threshold is the hottest day the asset’s design climate reaches with its heat exceedance probability (1 in 50 years by regulation, EN 1991-1-5), and never below 35 °C, the rating temperature of air conditioners (ISO 5151): heat damages only what is rated below the temperatures reached, so a place whose hottest day stays below 35 °C has no heat damage. The 1° AR6 grid of the change in days above 35 °C.',
    climateChange:
      'The hottest day of the year rises with the AR6 regional change in TXx at each global warming level, counted from 1981–2010 (the period of the temperature data) and held at its +4 °C value beyond +4 °C, which reproduces the AR6 frequency factors of a 50-year hot extreme within a factor 1.5 (about 13 times as frequent at +2 °C and 39 times at +4 °C). Days above 35 °C follow the AR6 grid.',
    vulnerability:
      'Heat does not damage structure: only services, membranes, glazing and finishes respond. Each °C of the year’s hottest day above the threshold means 5.5 hours above it; one in ten reference elements fails within 100 such hours (a B10 rating) and a failed element costs 0.3 of its value; every 100 hours above the threshold, and every 100 hours of extra days above 35 °C (the air-conditioner rating temperature) since the design climate, wear 0.1 % of its value. All scaled by the material coefficient.',
  },
  forest_fire: {
    intensityMeasure:
      'The Fire Weather Index of a fire reaching the asset, at its annual probability.',
    data: 'Natural Earth 1:50m urban areas decide the setting, measured to the nearest landward urban edge (an edge along the sea, per the GSHHG land/sea mask, is a shore, not wildland): more than 2.4 km inside an urban area is an urban core, out of reach of wildland fire; within 2.4 km of a landward edge is the wildland–urban interface; beyond is wildland or rural land. Dense cores the 1:50m polygons miss are found from the Natural Earth populated places: each city covers a built-up disc of its agglomeration population divided by the average built-up density of its country group (28 persons per hectare in the USA, Canada, Australia and New Zealand, 70 in Europe and Japan, 135 elsewhere: Angel et al. 2010), and a site more than 2.4 km inside such a disc is an urban core too. Outside urban cores, where burnable natural vegetation (BIOME4, the 1° cells around the site) is mapped, a home is lost with the annual frequency of a destructive fire at the interface, set so that homes spread over the 700 m band lose the published interface home-loss rate of the site’s jurisdiction (homes destroyed by wildfire per year ÷ homes at the interface): California about 1 in 1,360 a year (nearly 60,000 structures destroyed in 2005–2020, Headwaters Economics, ÷ 5.1 million homes in its wildland–urban interface, SILVIS Lab 2020), the other US states about 1 in 7,800 (89,210 structures in 2005–2020 ÷ 43.4 million interface housing units, Radeloff et al. 2018), and Australia and every country without a published rate the Australian mean of 1 in 6,500 (McAneney, Chen & Pitman 2009; a fire every 1,950 years), times the probability of destruction at its distance from the edge: 60 % at the edge, falling linearly to none at 700 m (Chen & McAneney 2004), averaged over the mapped edge’s uncertainty of ±1.7 km; a home outside the urban area is at the edge. The rate is reduced in proportion where the GEFF-ERA5 Fire Weather Index (annual mean of 2017, a spatial pattern rather than a climatology) is below 5.2, the EFFIS ‘very low’ class, but never raised above the jurisdiction’s mean, so the most fire-prone places (observed: Paradise, California, Mati, Greece) are understated. No burned-area or fine land-cover map could be obtained, so this is a screening rate.',
    climateChange:
      'Fire frequency is scaled with the AR6 change in the number of SPI-6 droughts per decade at the site, relative to the 1995–2014 median of 3.67.',
    vulnerability:
      'A home reached by a fire is lost: each element whole, scaled by its material’s fire coefficient. Fire protection reduces the coefficients: to half for ember protection and to a quarter for flame protection.',
  },
  wind: {
    intensityMeasure: 'Peak 3-second gust speed at 10 m, in metres per second.',
    data: 'No global map of extratropical extreme wind is embedded, so the gust curve comes from the basic wind speed of the building code of the site’s country and region (EN 1991-1-4 national annexes, ASCE 7, NBC Canada, AS/NZS 1170.2, IS 875, BNBC, NSCP, GB 50009, Japan’s Building Standard Law, SIA 261 in Switzerland, Fiji’s national wind-load standard, and for Nigeria, which has no code map, the published wind isopleths of Onundi et al. 2009; the last three as one whole-country value, so windier parts such as Alpine crests are understated) extrapolated across return periods with the EN 1991-1-4 probability factor, times a 1.52 gust factor — a named parametric rule. Where the code speed is set by tropical cyclones, only the code’s non-cyclonic wind is used here (cyclones are the tropical-cyclone hazard); where no code is tabulated for the country, extreme wind is not calculated rather than given a default.',
    climateChange:
      'Gust speeds are scaled with the AR6 relative change in mean 10 m wind speed at the site (1° grid, IPCC AR6 Chapter 12); AR6 has low confidence in changes of extreme wind.',
    vulnerability:
      'Damage follows the cubic curve of Emanuel (2011), starting at 0.65 of the asset’s design gust (its wind threshold, 1 in 50 years by regulation) — the onset of storm losses at the local 98th-percentile gust of Klawa & Ulbrich (2003) — and calibrated so that a code-built house in England or Germany loses about 0.01–0.02 % of its value a year, the order of insured storm losses there. Scaled by the material coefficient.',
  },
  soil_movement: {
    intensityMeasure:
      'Dry-year soil-moisture deficit, in standard deviations below the mean, at each return period.',
    data: 'Shrinkable ground follows the NHBC Standards (chapter 4.2): more than 35 % silt and clay, and high shrinkage potential assumed where the plasticity is unknown. From the ERA5 soil texture (0.1°, from the FAO Digital Soil Map of the World), coarse soils (at most 35 % silt and clay) are not assessed; medium, medium-fine, fine and very fine soils are, the first two with a warning that their plasticity is unknown; peat is a different process, not assessed. On shrinkable ground, movement follows the climate as the Australian footing code AS 2870 does: the depth to which the soil dries and wets each season is 1.5, 1.8, 2.3, 3.0 and 4.0 m from wet coastal to semi-arid climates (zones by the Thornthwaite Moisture Index, Walsh et al. 1998), and for the same soil the ground moves in proportion to that depth, so movement is 0.375, 0.45, 0.575, 0.75 and 1 times the semi-arid value (drier climates keep 4.0 m). The moisture index is computed from annual rainfall and Thornthwaite evapotranspiration; where wet and dry seasons alternate it reads up to 40 units drier than the monthly water balance, so the zone may be one or two too dry. None on tundra, barren ground and ice.',
    climateChange:
      'Where the AR6 soil-moisture projection at the site dries, the dry year deepens by the AR6 change in the intensity of 10-year agricultural droughts in drying regions (about 0.3 standard deviations at +1 °C and 1.0 at +4 °C above 1850–1900), counted from the soil-moisture baseline and held beyond +4 °C.',
    vulnerability:
      'Half of the foundations on fully susceptible ground move in the 500-year dry year (a HAZUS-type fragility); a movement costs 0.15 of the elements’ value to repair, so a house on London clay (wet temperate zone) loses about 0.025 % a year, the order of UK insured subsidence losses; movement is repaired with the building in use, so it adds to VAR but not to failure, whose probability is shown as Not Calculated. The present annual chance of damage needing repair (0.5 % a year on shrinkable ground in the semi-arid zone, times the zone’s movement: 0.23 % in London, 0.29 % in Paris) is shown too: it is the quantity insurers count, close to the published subsidence claim rates of the UK (0.38 %) and France (0.28 %) per exposed home a year. A foundation design other than the normal shallow type removes this hazard.',
  },
  'freeze-thaw': {
    intensityMeasure: 'Freeze–thaw cycles per year: days on which the temperature crosses 0 °C.',
    data: 'Estimated from the NCEP/NCAR 1981–2010 monthly mean temperatures corrected to the site’s altitude with a lapse rate of 6.5 K per km, a stated 10 °C daily temperature range and a 3 °C day-to-day spread, a named rule since no frost-day climatology is embedded. Not calculated below one cycle a year.',
    climateChange:
      'The coldest month shifts with the AR6 regional change in the coldest night (TNn), the warmest with that of the hottest day (TXx) and the months between in proportion, each counted from 1981–2010 and held beyond +4 °C; warming reduces cycles in most places but can increase them where winters move towards 0 °C.',
    vulnerability:
      'Shown as an indicator, not as VAR: the cycles per year are reported, but no published rate of damage per freeze–thaw cycle exists for building materials in the field (laboratory tests grade resistance, not loss of value), so freeze–thaw adds nothing to VAR or failure probability.',
  },
  flood_surfacewater: {
    intensityMeasure:
      'Ponding depth at ground level, in metres, from 1-day rainfall beyond the drainage capacity.',
    data: 'Where a rain gauge of GSDR-IDF (Green, Guerreiro & Fowler 2026: 4 068 gauges with 15 to 112 years of hourly records, most in the USA, Japan, Australia and Europe) lies within 100 km, the extreme rainfall is that gauge’s fitted generalized extreme value distribution of annual maximum 24-hour rainfall, turned from sliding 24-hour into fixed-day depths (÷ 1.13, Weiss 1964); the gauge, its distance and its years of record are named with the result. Elsewhere no extreme-rainfall baseline is embedded, so the mean annual maximum 1-day rainfall is taken as 5 % of annual precipitation, at least 25 mm (Beyer et al. 2020), spread with a coefficient of variation of 0.35 (Hershfield 1961) over the heavy-tailed generalized extreme value distribution of annual maximum daily rainfall (shape 0.114, the global mean of Papalexiou & Koutsoyiannis 2013). That mean is a screening rule, not a published relation: it fits temperate and evenly wet climates but understates climates where rain falls on few days — Mumbai’s mean annual maximum by about a factor of 3 — and every result that uses it says so. Drainage carries the present 30-year rainfall (EN 752); 90 % of the excess runs off and the runoff of 3 m² ponds on 1 m². Not calculated where neither a gauge nor the annual precipitation is known.',
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
      'Intensities and frequencies follow the basin medians of Knutson et al. (2020) at +2 °C, scaled with the warming level up to +2 °C and held there beyond (the only level they assessed): storm intensity rises by about 1–5.5 % depending on basin and overall frequency falls by 4–18 %.',
    vulnerability:
      'Wind damage follows the cubic curve of Emanuel (2011), zero below 25.7 m/s, with the half-damage wind that Eberenz et al. (2021) calibrated on reported losses for the site’s country (their RMSF fit, from 46.8 m/s in the South Indian Ocean and 49.7 m/s in Oceania to 84.7 m/s in the Philippines and 135.6 m/s in Japan), stretched by the asset’s design wind relative to the 1-in-500-year design of the calibrated building stock, and scaled by the material coefficient.',
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

/** A hazard's method as labelled lines, in the order the methods page and the report give them. */
export function hazardMethodLines(hazard: HazardKey): { label: string; text: string }[] {
  const method = hazardMethods[hazard];
  return [
    { label: 'Intensity', text: method.intensityMeasure },
    { label: 'Data', text: method.data },
    { label: 'Climate change', text: method.climateChange },
    { label: 'Vulnerability', text: method.vulnerability },
  ];
}
