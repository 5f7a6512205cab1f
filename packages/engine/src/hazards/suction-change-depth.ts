/**
 * Climate dependence of shrink–swell movement by the Australian residential footing code.
 *
 * AS 2870-2011 (Table 2.5) sets the depth of design soil suction change Hs by climatic zone: 1.5,
 * 1.8, 2.3, 3.0 and 4.0 m from the wettest zone to the semi-arid one. The zones are bounded by the
 * Thornthwaite Moisture Index (TMI) as Walsh et al. (1998) give them (tabulated in Look 2007,
 * 'Handbook of Geotechnical Investigation and Design Tables', Table 7.23): alpine / wet coastal
 * above 40, wet temperate 10 to 40, temperate −5 to 10, dry temperate −25 to −5, semi-arid below
 * −25. The code's characteristic surface movement ys = (1/100)·Σ Ipt·Δu·h sums the soil's
 * instability index times a suction change that falls from Δu at the surface to zero at Hs, so
 * for the same soil and surface suction change ys is proportional to Hs.
 */

/** A climatic zone of AS 2870 with its Thornthwaite Moisture Index range and Hs. */
export interface SuctionChangeZone {
  readonly name: string;
  /** Lowest Thornthwaite Moisture Index of the zone (the zone above starts where it ends). */
  readonly lowestMoistureIndex: number;
  /** Depth of design soil suction change Hs (m). */
  readonly depthMetres: number;
}

/** Walsh et al. (1998) zones with the AS 2870-2011 depths, wettest first. */
export const suctionChangeZones: readonly SuctionChangeZone[] = [
  { name: 'alpine / wet coastal', lowestMoistureIndex: 40, depthMetres: 1.5 },
  { name: 'wet temperate', lowestMoistureIndex: 10, depthMetres: 1.8 },
  { name: 'temperate', lowestMoistureIndex: -5, depthMetres: 2.3 },
  { name: 'dry temperate', lowestMoistureIndex: -25, depthMetres: 3.0 },
  // Open-ended, as in the table; AS 2870-2011 gives its arid zone 'more than 4.0 m'. Mitchell
  // (Australian Geomechanics, arid climates) derives 2.5 m with a 1.8 pF surface change, 4.5 pF·m:
  // 0.63–0.94 of the semi-arid zone's 1.2–1.8 pF × 4.0 m. No step is made for it.
  { name: 'semi-arid', lowestMoistureIndex: -Infinity, depthMetres: 4.0 },
];

/** The deepest tabulated Hs (m): the zone in which movement is full (factor 1). */
const deepestSuctionChangeDepthMetres = 4.0;

/** The zone of a Thornthwaite Moisture Index (above 40 is the wettest zone; 40 itself is the next). */
export function suctionChangeZone(moistureIndex: number): SuctionChangeZone {
  return (
    suctionChangeZones.find((zone, position) =>
      position === 0
        ? moistureIndex > zone.lowestMoistureIndex
        : moistureIndex >= zone.lowestMoistureIndex,
    ) ?? suctionChangeZones[suctionChangeZones.length - 1]!
  );
}

/**
 * Shrink–swell movement of a soil relative to the same soil in the semi-arid zone: Hs / 4.0 m
 * (0.375, 0.45, 0.575, 0.75, 1 from the wettest zone to the driest).
 */
export function climateMovementFactor(zone: SuctionChangeZone): number {
  return zone.depthMetres / deepestSuctionChangeDepthMetres;
}

/**
 * Thornthwaite Moisture Index from annual totals (mm/yr). Thornthwaite (1948) defines it from a
 * monthly water balance as 100·(S − 0.6·D)/PET (S surplus, D deficit). With annual precipitation
 * only, S and D cannot be separated, but over a year S − D = P − PET (soil storage ends where it
 * began), so the index is 100·(P − PET)/PET + 40·D/PET with D ≥ max(0, PET − P). This returns its
 * lowest value, exact where no month changes the sign of P − PET: 100·(P/PET − 1) where P ≥ PET,
 * 60·(P/PET − 1) where P < PET. Seasonal climates (a wet winter and a dry summer) score higher by
 * 40·(deficit of the dry months − max(0, PET − P))/PET, at most 40. Thornthwaite & Mather's (1955)
 * index, 100·(P/PET − 1), is lower still by 40·max(0, 1 − P/PET).
 */
export function thornthwaiteMoistureIndex(
  annualPrecipitationMillimetres: number,
  annualEvapotranspirationMillimetres: number,
): number {
  const ratio = annualPrecipitationMillimetres / annualEvapotranspirationMillimetres;
  return ratio >= 1 ? 100 * (ratio - 1) : 60 * (ratio - 1);
}
