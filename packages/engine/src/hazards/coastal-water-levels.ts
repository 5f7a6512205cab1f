import type { SiteHazardContext } from '@hazardscope/contracts';

type WaterLevelPoint = NonNullable<SiteHazardContext['coastal']['nearestWaterLevelPoint']>;

/**
 * Present-day extreme total water level (tide + surge + wave set-up, m above mean sea level) from a
 * Kirezci et al. 2020 (Sci. Rep. 10:11629) generalised Pareto fit: exceedances of the threshold u
 * come λ times a year and their excess is GPD(σ, ξ), so the level exceeded once in T years is
 *   z_T = u + σ/ξ·((λT)^ξ − 1),  or u + σ·ln(λT) as ξ → 0 (Coles 2001, eq. 4.13).
 * Levels more frequent than the threshold (λT ≤ 1) are not fitted: the threshold is returned.
 */
export function backgroundWaterLevelMetres(
  point: WaterLevelPoint,
  returnPeriodYears: number,
): number {
  const { thresholdMetres, scaleMetres, shape, exceedancesPerYear } = point;
  const exceedancesInPeriod = exceedancesPerYear * returnPeriodYears;
  if (exceedancesInPeriod <= 1) return thresholdMetres;
  if (Math.abs(shape) < 1e-6) return thresholdMetres + scaleMetres * Math.log(exceedancesInPeriod);
  return thresholdMetres + (scaleMetres / shape) * (exceedancesInPeriod ** shape - 1);
}

/**
 * Attenuation of the background extreme water level over land (m per km from the shore): 0.07, the
 * US Army Corps of Engineers' rule from the inland penetration of seven Louisiana surges of
 * 1909–1957 (USACE 1963: 1 ft per 2.7 miles of marsh = 0.070 m/km; 1 ft per 3.8 to 1.3 miles between
 * storms, 0.05–0.15 m/km), as reported by Masters (2009, Weather Underground, 'Storm surge reduction
 * by wetlands') and New Scientist (2008, 'about 7 centimetres … for every kilometre'). Global
 * coastal-flood assessments attenuate the coastal level over land (Vafeidis et al. 2019, NHESS
 * 19:973, a sensitivity analysis of land-cover rates in DIVA; the Deltares Global Flood Maps, up to
 * 0.5 m/km, Microsoft AI for Earth dataset documentation 2021; mangroves 0.2–0.5 m/km, Zhang et al.
 * 2012, Estuar. Coast. Shelf Sci. 102:11); the lowest of these rules (USACE's mean) is taken
 * because tidal rivers and estuaries, which those models leave out, carry the sea inland with less
 * loss than overland flow, so a larger rate would understate sites up an estuary.
 */
export const backgroundAttenuationMetresPerKilometre = 0.07;

/**
 * Half a cell of the 30″ GSHHG land–sea mask (km): 0.5′ × 1.852 km per minute of latitude / 2. The
 * distance to the coast is measured to the centre of the nearest ocean cell, so the shore itself
 * may lie up to half a cell nearer; a waterfront site is not attenuated for that half cell.
 */
const maskHalfCellKilometres = 0.463;

/**
 * The Kirezci point as seen at a site `distanceToCoastKilometres` inland (to the nearest ocean cell
 * centre): every return level lowered by the attenuation over the land between the shore and the
 * site (a shift of the GPD threshold, so the exceedance rates shift with it). A site within half a
 * mask cell of the ocean keeps the coastal levels.
 */
export function attenuatedWaterLevelPoint(
  point: WaterLevelPoint,
  distanceToCoastKilometres: number,
): WaterLevelPoint {
  const attenuationMetres =
    backgroundAttenuationMetresPerKilometre *
    Math.max(0, distanceToCoastKilometres - maskHalfCellKilometres);
  return {
    ...point,
    thresholdMetres: point.thresholdMetres - attenuationMetres,
    returnLevel100YearMetres: point.returnLevel100YearMetres - attenuationMetres,
  };
}

/** Yearly rate at which the Kirezci background level exceeds z (the inverse of the rule above). */
function backgroundExceedanceRate(point: WaterLevelPoint, levelMetres: number): number {
  const { thresholdMetres, scaleMetres, shape, exceedancesPerYear } = point;
  if (levelMetres <= thresholdMetres) return exceedancesPerYear;
  const excess = (levelMetres - thresholdMetres) / scaleMetres;
  if (Math.abs(shape) < 1e-6) return exceedancesPerYear * Math.exp(-excess);
  const base = 1 + shape * excess;
  return base <= 0 ? 0 : exceedancesPerYear * base ** (-1 / shape);
}

/** 60 mph, the lowest wind of the Xu 2010 fit (m/s, 1-minute sustained). */
const surgeOnsetWindMetresPerSecond = 26.8224;

/**
 * Peak tropical-cyclone storm surge at the open coast from the 1-minute sustained wind (m): the
 * linear fit of Xu 2010 to pre-run SLOSH surges along the US coast (A Simple Coastline Storm Surge
 * Model Based on Pre-run SLOSH Outputs, 29th AMS Conference on Hurricanes and Tropical Meteorology,
 * Fig. 2), as used by CLIMADA's TCSurgeBathtub: S = 0.1023·(V − 26.8224) + 1.8288 for
 * V ≥ 26.8224 m/s (60 mph), none below. It ignores bathymetry, storm size and track, so it is
 * indicative: shallow wide shelves (the Gulf of Mexico, the Bay of Bengal) see more, steep coasts less.
 */
export function cycloneSurgeMetres(sustainedWindMetresPerSecond: number): number {
  if (sustainedWindMetresPerSecond < surgeOnsetWindMetresPerSecond) return 0;
  return 0.1023 * (sustainedWindMetresPerSecond - surgeOnsetWindMetresPerSecond) + 1.8288;
}

/**
 * Surge decays inland by 0.2 m per km of distance from the coast (Pielke & Pielke 1997, Hurricanes:
 * Their Nature and Impacts on Society, §5.2.1; the default of CLIMADA's TCSurgeBathtub).
 */
const surgeInlandDecayMetresPerKilometre = 0.2;

/** The site's tropical-cyclone surge return curve: (return period, surge at the site) pairs, ascending. */
export function cycloneSurgeCurve(
  tropicalCyclone: SiteHazardContext['tropicalCyclone'],
  distanceToCoastKilometres: number,
): { returnPeriodYears: number; surgeMetres: number }[] {
  const decay = surgeInlandDecayMetresPerKilometre * distanceToCoastKilometres;
  return tropicalCyclone.returnPeriodsYears.map((returnPeriodYears, index) => ({
    returnPeriodYears,
    surgeMetres: Math.max(
      0,
      cycloneSurgeMetres(tropicalCyclone.sustainedWindMetresPerSecond[index] ?? 0) - decay,
    ),
  }));
}

/**
 * Yearly rate at which the surge exceeds z: log-linear in the rate between the curve's points,
 * extrapolated beyond the rarest point along its last segment; below the most frequent positive
 * point, that point's rate (lower surges are at least as frequent, but the curve does not say more).
 */
function surgeExceedanceRate(
  curve: readonly { returnPeriodYears: number; surgeMetres: number }[],
  levelMetres: number,
): number {
  const points = curve.filter((point) => point.surgeMetres > 0);
  const first = points[0];
  if (first === undefined) return 0;
  if (levelMetres <= first.surgeMetres) return 1 / first.returnPeriodYears;
  for (let index = 1; index < points.length; index += 1) {
    const lower = points[index - 1]!;
    const upper = points[index]!;
    const last = index === points.length - 1;
    if (levelMetres > upper.surgeMetres && !last) continue;
    if (upper.surgeMetres <= lower.surgeMetres)
      return levelMetres <= upper.surgeMetres ? 1 / upper.returnPeriodYears : 0;
    const fraction = (levelMetres - lower.surgeMetres) / (upper.surgeMetres - lower.surgeMetres);
    const logRate =
      Math.log(1 / lower.returnPeriodYears) +
      fraction * (Math.log(1 / upper.returnPeriodYears) - Math.log(1 / lower.returnPeriodYears));
    return Math.exp(logRate);
  }
  return 0;
}

/**
 * Present-day water level at each return period, combining the Kirezci background level (which
 * does not resolve tropical cyclones: ERA-Interim cannot) with the cyclone surge as independent
 * Poisson processes, λ(z) = λ_background(z) + λ_cyclone(z) (the mixed-population treatment of
 * extreme sea levels where tropical cyclones occur, Haigh et al. 2014, Clim. Dyn. 42:139), solved
 * for λ(z) = 1/T by bisection. The surge is taken on mean sea level (tide phase not modelled).
 */
export function combinedWaterLevelsMetres(
  point: WaterLevelPoint,
  surgeCurve: readonly { returnPeriodYears: number; surgeMetres: number }[],
  returnPeriodsYears: readonly number[],
): number[] {
  const maximumSurge = Math.max(0, ...surgeCurve.map((entry) => entry.surgeMetres));
  return returnPeriodsYears.map((returnPeriodYears) => {
    const background = backgroundWaterLevelMetres(point, returnPeriodYears);
    if (maximumSurge === 0) return background;
    const target = 1 / returnPeriodYears;
    const rate = (level: number) => combinedExceedanceRate(point, surgeCurve, level);
    let low = background;
    let high = Math.max(background, maximumSurge) + 1;
    for (let step = 0; step < 50 && rate(high) > target; step += 1) high += 2;
    for (let iteration = 0; iteration < 40; iteration += 1) {
      const middle = (low + high) / 2;
      if (rate(middle) > target) low = middle;
      else high = middle;
    }
    return (low + high) / 2;
  });
}

/**
 * Yearly rate at which the present-day water level exceeds z: the background and cyclone-surge
 * rates added, λ(z) = λ_background(z) + λ_cyclone(z), the rule `combinedWaterLevelsMetres` inverts.
 */
export function combinedExceedanceRate(
  point: WaterLevelPoint,
  surgeCurve: readonly { returnPeriodYears: number; surgeMetres: number }[],
  levelMetres: number,
): number {
  return (
    backgroundExceedanceRate(point, levelMetres) + surgeExceedanceRate(surgeCurve, levelMetres)
  );
}
