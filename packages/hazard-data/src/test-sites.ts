/** Well-known sites used by the tests and the benchmark (WGS84 degrees, city centres). */
export const testSites = {
  london: { latitude: 51.5074, longitude: -0.1278 },
  paris: { latitude: 48.8566, longitude: 2.3522 },
  miami: { latitude: 25.7617, longitude: -80.1918 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
  phoenix: { latitude: 33.4484, longitude: -112.074 },
  delhi: { latitude: 28.6139, longitude: 77.209 },
  mumbai: { latitude: 19.076, longitude: 72.8777 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  aliceSprings: { latitude: -23.698, longitude: 133.8807 },
  manila: { latitude: 14.5995, longitude: 120.9842 },
  tokyo: { latitude: 35.6762, longitude: 139.6503 },
  lagos: { latitude: 6.5244, longitude: 3.3792 },
  capeTown: { latitude: -33.9249, longitude: 18.4241 },
  saoPaulo: { latitude: -23.5505, longitude: -46.6333 },
  suva: { latitude: -18.1416, longitude: 178.4419 },
  denver: { latitude: 39.7392, longitude: -104.9903 },
} as const;
