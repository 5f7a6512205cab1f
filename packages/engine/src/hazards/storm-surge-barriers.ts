/**
 * Movable storm-surge barriers that close a lagoon or estuary against high water, represented by
 * their operating rule instead of a protection standard: water outside rising above the closure
 * level is held at it inside while the barrier holds, up to the design level; above that the
 * barrier is overtopped and the full level reaches the site.
 */
interface StormSurgeBarrier {
  readonly name: string;
  /** The protected basin (degrees): south, north, west, east. */
  readonly box: readonly [number, number, number, number];
  /** Level at which the barrier closes, in metres above present mean sea level. */
  readonly closureLevelMetres: number;
  /** Highest outside level the barrier is designed to hold back, in metres above present mean sea level. */
  readonly designLevelMetres: number;
  readonly source: string;
}

/**
 * Offset of the Venice tide datum: levels in Venice are given on the Punta della Salute zero
 * (ZMPS, mean sea level of 1897), and relative sea level there has risen by about 0.25 m since
 * (Città di Venezia, Centro Previsioni e Segnalazioni Maree; Zanchettin et al. 2021, Nat. Hazards
 * Earth Syst. Sci. 21:2643): a level on that datum is 0.25 m lower above present mean sea level.
 */
const veniceDatumAbovePresentMeanSeaMetres = -0.25;

const barriers: readonly StormSurgeBarrier[] = [
  {
    // MOSE: 78 gates at the three lagoon inlets, operated since October 2020; they are raised when
    // the forecast tide exceeds +110 cm on the Punta della Salute datum and are designed to hold
    // back tides up to +300 cm (Consorzio Venezia Nuova; Mel et al. 2021, Estuar. Coast. Shelf Sci.
    // 261:107547, first operations of the MoSE system).
    name: 'MOSE barrier of the Venice lagoon',
    box: [45.18, 45.6, 12.15, 12.62],
    closureLevelMetres: 1.1 + veniceDatumAbovePresentMeanSeaMetres,
    designLevelMetres: 3.0 + veniceDatumAbovePresentMeanSeaMetres,
    source:
      'MOSE (Consorzio Venezia Nuova): closes at +110 cm, designed for +300 cm on the Punta della Salute datum (Mel et al. 2021, Estuar. Coast. Shelf Sci. 261:107547)',
  },
];

/** The barrier protecting the site, or null. */
export function stormSurgeBarrierAt(latitude: number, longitude: number): StormSurgeBarrier | null {
  return (
    barriers.find(({ box: [south, north, west, east] }) => {
      return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
    }) ?? null
  );
}

/**
 * The water level inside the barrier for an outside level (m above present mean sea level): held at
 * the closure level while the outside level lies between the closure and design levels, the outside
 * level otherwise (below closure the gates are open; above design they are overtopped).
 */
export function levelBehindBarrierMetres(
  barrier: Pick<StormSurgeBarrier, 'closureLevelMetres' | 'designLevelMetres'>,
  outsideLevelMetres: number,
): number {
  return outsideLevelMetres > barrier.closureLevelMetres &&
    outsideLevelMetres <= barrier.designLevelMetres
    ? barrier.closureLevelMetres
    : outsideLevelMetres;
}
