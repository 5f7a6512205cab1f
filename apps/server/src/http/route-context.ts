import type { Catalogue } from '@hazardscope/catalogue';
import type { FineDataSources, HazardDataStore } from '@hazardscope/hazard-data';
import type { AccountContext } from '../accounts/account-context.ts';
import type { Config } from '../config.ts';
import type { ElevationLookup } from '../location/elevation-lookup.ts';
import type { Lifecycle } from '../operations/lifecycle.ts';
import type { Geocoder } from '../location/geocoder.ts';
import type { ReportPool } from '../reports/report-pool.ts';
import type { SiteImagerySource } from '../reports/site-imagery.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import type { Authentication } from './authentication.ts';

/** Everything the /api routes hand to domain functions, built once in app.ts. */
export interface RouteContext extends AccountContext {
  config: Config;
  /** Background work a shutdown waits for (`track`), and the shutdown sequence to join. */
  lifecycle: Lifecycle;
  authentication: Authentication;
  geocoder: Geocoder;
  /** ELEVATION_URL falling back to the embedded grid, or the embedded grid alone. */
  elevationLookup: ElevationLookup;
  /** The ELEVATION_URL service alone, when configured (the risk run prefers it). */
  externalElevationLookup: ElevationLookup | undefined;
  catalogue: Catalogue;
  hazardData: HazardDataStore;
  /** TERRAIN_DIR and FLOOD_MAPS_DIR, opened and checked at start-up. */
  fineData: FineDataSources;
  /** The satellite image of a saved report's site (STREET_VIEW_API_KEY), or none. */
  siteImagery: SiteImagerySource | undefined;
  /** The worker threads that draw PDF reports. */
  reportPool: ReportPool;
  /** Worker threads running `POST /api/risk`'s engine, off the event loop. */
  enginePool: EnginePool;
}
