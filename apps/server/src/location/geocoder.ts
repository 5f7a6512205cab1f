import type { LocationResult } from '@hazardscope/contracts';

/** Forward and reverse geocoding: the offline gazetteer, or a Nominatim-compatible service. */
export interface Geocoder {
  /**
   * Places matching the text, best first, and a notice when the results answer only part of it
   * (the town of a street address).
   */
  search(query: string, limit: number): Promise<GeocoderSearchResult>;
  /** 'Place, Region, Country' of the nearest place, or undefined when nothing is near. */
  reverse(latitude: number, longitude: number): Promise<string | undefined>;
  /** Credit line for the data (GeoNames and OpenStreetMap require one). */
  attribution: string;
}

export interface GeocoderSearchResult {
  results: LocationResult[];
  notice?: string;
}
