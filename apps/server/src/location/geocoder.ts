import type { LocationResult } from '@hazardscope/contracts';

/** Forward and reverse geocoding: the offline gazetteer, or a Nominatim-compatible service. */
export interface Geocoder {
  /** Places matching the text, best first. */
  search(query: string, limit: number): Promise<LocationResult[]>;
  /** 'Place, Region, Country' of the nearest place, or undefined when nothing is near. */
  reverse(latitude: number, longitude: number): Promise<string | undefined>;
  /** Credit line for the data (GeoNames and OpenStreetMap require one). */
  attribution: string;
}
