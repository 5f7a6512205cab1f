import type { AccountContext } from '../accounts/account-context.ts';
import type { Config } from '../config.ts';
import type { ElevationLookup } from '../location/elevation-lookup.ts';
import type { Geocoder } from '../location/geocoder.ts';
import type { Authentication } from './authentication.ts';

/** Everything the /api routes hand to domain functions, built once in app.ts. */
export interface RouteContext extends AccountContext {
  config: Config;
  authentication: Authentication;
  geocoder: Geocoder;
  /** Undefined until an elevation source is configured (ELEVATION_URL or the embedded DEM). */
  elevationLookup: ElevationLookup | undefined;
}
