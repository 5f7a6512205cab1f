import type { ClimateBound } from '@hazardscope/contracts';

/**
 * Published land subsidence of coastal cities, used where no tide gauge lies within 50 km of the site
 * or where it exceeds the gauge's AR6/FACTS background rate (a gauge on a piled pier or firm ground
 * misses the compaction of the plain around it). Each entry is a box around the subsiding city
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
    // Eco et al.: PSInSAR of Envisat 2003–2010 and ALOS PALSAR 2007–2011: "Manila, CAMANAVA, Rosario,
    // San Pedro, Las Piñas and Dasmariñas subsided by at least 2–4.2 cm/yr, due mainly to
    // over-extraction of groundwater"; the box covers the City of Manila and CAMANAVA (Caloocan,
    // Malabon, Navotas, Valenzuela) on the bay; the central value is the middle of the range.
    place: 'Manila and CAMANAVA',
    box: [14.53, 14.73, 120.9, 121.03],
    lowMillimetresPerYear: 20,
    centralMillimetresPerYear: 31,
    highMillimetresPerYear: 42,
    source:
      'Eco et al. 2020, Disaster in slow motion: widespread land subsidence in and around Metro Manila, Philippines, quantified by InSAR time-series analysis, IGARSS 2020 (PSInSAR 2003–2011: at least 2–4.2 cm/yr)',
  },
  {
    // Gumilar et al. (with Abidin et al. 2013, Geomatics Nat. Hazards Risk 4:226): levelling,
    // InSAR, microgravity and GPS 1999–2011 give "rates of up to about 19 cm/year"; GPS 2008–2011
    // "spatial average rates of about 6 to 7 cm/year", the fastest in the north. The range is the
    // spatial average; the local 19 cm/yr is left out of the high bound, as Jakarta's local
    // 20–25 cm/yr is. The box is the northern alluvial plain, not the southern hills.
    place: 'Semarang (northern coastal plain)',
    box: [-7.02, -6.93, 110.33, 110.5],
    lowMillimetresPerYear: 60,
    centralMillimetresPerYear: 65,
    highMillimetresPerYear: 70,
    source:
      'Gumilar et al., Mapping and evaluating the impact of land subsidence in Semarang (Indonesia), Indonesian Journal on Geoscience (GPS 2008–2011: spatial average 6–7 cm/yr; up to about 19 cm/yr locally, 1999–2011)',
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
