/**
 * Height of a river's floodplain above its channel (m) from its contributing area, the
 * hydrogeomorphic scaling of GFPLAIN: h = a·A^b with A in m², a = 0.01, b = 0.30 — the parameters of
 * the global GFPLAIN250m floodplain map (Nardi, Annis, Di Baldassarre, Vivoni & Grimaldi 2019,
 * Sci. Data 6:180309; method Nardi, Vivoni & Grimaldi 2006, Water Resour. Res. 42:W09409; Nardi et
 * al. 2018, River Res. Appl. 34:675). A cell whose height above the drainage it flows to is at most
 * h lies in the geomorphic floodplain. 1,000 km² → 5.0 m; 10,000 km² → 10.0 m; 100,000 km² → 20 m.
 */
export function floodplainHeightMetres(catchmentAreaSquareKilometres: number): number {
  const squareMetres = Math.max(0, catchmentAreaSquareKilometres) * 1e6;
  return floodplainCoefficient * Math.pow(squareMetres, floodplainExponent);
}

const floodplainCoefficient = 0.01;
const floodplainExponent = 0.3;

/**
 * Positional error of a line digitised from a map (km): half a millimetre at the source map's scale,
 * the tolerance of the US National Map Accuracy Standards (USGS 1947: 90 % of well-defined points
 * within 1/50 inch at scales smaller than 1:20,000). WDBII was digitised at 1:3,000,000 (1.5 km);
 * Natural Earth's 10m lines are generalised for 1:10,000,000 (5 km).
 */
export const channelPositionErrorKilometres = {
  wdbii: 1.5,
  naturalEarth: 5,
} as const;

/**
 * Bankfull channel width (m) from discharge (m³/s), downstream hydraulic geometry w = 7.2·Q^0.50 —
 * the global fit of Moody & Troutman (2002, Earth Surf. Process. Landforms 27:1251), the width
 * companion of the depth relation d = 0.27·Q^0.39 the riverine model uses (Leopold & Maddock 1953).
 */
export function bankfullWidthMetres(dischargeCubicMetresPerSecond: number): number {
  return 7.2 * Math.sqrt(Math.max(0, dischargeCubicMetresPerSecond));
}

/**
 * Width of the belt a river's meanders sweep (m) from its bankfull width w (m): B = 4.3·w^1.12
 * (Williams 1986, J. Hydrol. 88:147). The floodplain holds at least this belt, which the river
 * built; wider valley floors are the terrain's, which the elevation data must show.
 */
export function meanderBeltWidthMetres(bankfullWidth: number): number {
  return 4.3 * Math.pow(Math.max(0, bankfullWidth), 1.12);
}
