import type { ClimateBound } from '@hazardscope/contracts';

/**
 * Published land subsidence of coastal cities where no tide gauge lies within 50 km of the site, so
 * the AR6/FACTS gauge land motion cannot be used. Each entry is a box around the subsiding city
 * and the rate its levelling, GPS or InSAR studies give (mm/yr, positive = sinking): the low and high
 * ends of the published range and a central value, taken with the scenario's low, central and high
 * bound. Outside these boxes the land motion is unknown and the result says so.
 */
interface RegionalSubsidence {
  readonly place: string;
  /** The box (degrees): south, north, west, east. */
  readonly box: readonly [number, number, number, number];
  readonly lowMillimetresPerYear: number;
  readonly centralMillimetresPerYear: number;
  readonly highMillimetresPerYear: number;
  readonly source: string;
}

const regionalSubsidence: readonly RegionalSubsidence[] = [
  {
    // Abidin et al.: levelling, GPS and InSAR 1982–2010: "rates of about 1 to 15 cm/year; a few
    // locations up to about 20–25 cm/year", the highest in the north; the central value is the
    // middle of the 1–15 cm/yr range.
    place: 'Jakarta (coastal plain)',
    box: [-6.35, -6.05, 106.65, 107.0],
    lowMillimetresPerYear: 10,
    centralMillimetresPerYear: 80,
    highMillimetresPerYear: 150,
    source:
      'Abidin et al. 2011, Land subsidence of Jakarta (Indonesia) and its relation with urban development, Natural Hazards 59:1753 (1–15 cm/yr, locally 20–25 cm/yr)',
  },
  {
    // JICA with the Vietnam Institute of Geosciences and Mineral Resources, the Water Resources
    // Institute and the Southern Institute of Water Resources Research (study reported in 2022):
    // "sinking by an average of two to five centimetres a year", 7–8 cm/yr among high-rise
    // buildings; the regional planning division measured 23 cm over 2005–2017 (~19 mm/yr).
    place: 'Ho Chi Minh City',
    box: [10.6, 11.0, 106.45, 106.95],
    lowMillimetresPerYear: 20,
    centralMillimetresPerYear: 35,
    highMillimetresPerYear: 50,
    source:
      'JICA land-subsidence study of Ho Chi Minh City with Vietnamese state institutes, as reported in 2022 (VnExpress; New Straits Times, 2022-08): 2–5 cm/yr on average since 1990',
  },
  {
    // Dixon et al.: InSAR 2002–2005 over greater New Orleans: mean 5.6 ± 2.5 mm/yr, locally faster.
    place: 'New Orleans',
    box: [29.75, 30.15, -90.35, -89.75],
    lowMillimetresPerYear: 3.1,
    centralMillimetresPerYear: 5.6,
    highMillimetresPerYear: 8.1,
    source:
      'Dixon et al. 2006, Subsidence and flooding in New Orleans, Nature 441:587 (InSAR 2002–2005, mean 5.6 ± 2.5 mm/yr)',
  },
];

/** The published subsidence of the city the site lies in, at the scenario's bound; null elsewhere. */
export function regionalLandSubsidence(
  latitude: number,
  longitude: number,
  bound: ClimateBound,
): { place: string; millimetresPerYear: number; source: string } | null {
  const entry = regionalSubsidence.find(({ box: [south, north, west, east] }) => {
    return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
  });
  if (entry === undefined) return null;
  const millimetresPerYear =
    bound === 'low'
      ? entry.lowMillimetresPerYear
      : bound === 'high'
        ? entry.highMillimetresPerYear
        : entry.centralMillimetresPerYear;
  return { place: entry.place, millimetresPerYear, source: entry.source };
}
