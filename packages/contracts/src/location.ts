import { z } from 'zod';

export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);

/** `GET /api/location/search`: address search (default limit 10). */
export const locationSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'query is required.').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const locationResultSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** 'coordinates' when the query itself was 'lat,lon'. */
  kind: z.enum(['place', 'coordinates']),
});
export type LocationResult = z.infer<typeof locationResultSchema>;

export const locationSearchReplySchema = z.object({
  results: z.array(locationResultSchema),
  /** The data source to credit (GeoNames is CC BY). */
  attribution: z.string(),
  /** Shown beside the results when they answer only part of the query (the town of a street address). */
  notice: z.string().optional(),
});
export type LocationSearchReply = z.infer<typeof locationSearchReplySchema>;

export const coordinatesQuerySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

/** `GET /api/location/reverse`: 'Place, Region, Country', or 'latitude, longitude' when none is near. */
export const reverseGeocodeReplySchema = z.object({
  address: z.string(),
  attribution: z.string(),
});

/** `GET /api/location/elevation`. */
export const elevationReplySchema = z.object({
  elevationMetres: z.number(),
  dataset: z.string(),
});
export type ElevationReply = z.infer<typeof elevationReplySchema>;

/**
 * `GET /api/location/site`: where a point is analysed. 'land' or 'lake' by the coastline data,
 * 'shore' within about 1 km of it (analysed as land), 'moved' when a point just off the coast was
 * moved to the nearest land (latitude and longitude are then the new point). A point clearly at sea
 * is answered with a 400.
 */
export const siteCheckReplySchema = z.object({
  placement: z.enum(['land', 'lake', 'shore', 'moved']),
  latitude: z.number(),
  longitude: z.number(),
  /** How far the point was moved to reach land (km); only for 'moved'. */
  movedKilometres: z.number().min(0).optional(),
});
export type SiteCheckReply = z.infer<typeof siteCheckReplySchema>;

/**
 * Reads 'lat,lon' or 'lat lon': exactly two numeric parts, |lat| ≤ 90 and |lon| ≤ 180;
 * anything else is not coordinates (undefined).
 */
export function parseCoordinates(
  text: string,
): { latitude: number; longitude: number } | undefined {
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (parts.length !== 2) return undefined;
  const [latitudeText, longitudeText] = parts as [string, string];
  const numeric = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
  if (!numeric.test(latitudeText) || !numeric.test(longitudeText)) return undefined;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/**
 * `GET /api/location/surroundings`: what the analysis reads around a point, to draw on the offline
 * map at building zoom. Half-width of the box in km; the land cells of the 30″ mask, the mapped
 * rivers and the urban areas inside it; and the distances the analysis takes from them.
 */
export const surroundingsHalfWidthKilometres = 15;

const positionSchema = z.tuple([z.number(), z.number()]);

export const surroundingsFeatureSchema = z.discriminatedUnion('layer', [
  z.object({
    layer: z.literal('land'),
    /** One run of 30″ land cells in a row: a closed ring of (lon, lat). */
    ring: z.array(positionSchema).min(4),
  }),
  z.object({
    layer: z.literal('river'),
    /** WDBII level: 1 permanent major, 2 additional major, 3 additional, 4 minor; null unknown. */
    level: z.number().int().nullable(),
    line: z.array(positionSchema).min(2),
  }),
  z.object({
    layer: z.literal('urban'),
    /** A Natural Earth 1:50m urban-area ring (outer edge or hole). */
    ring: z.array(positionSchema).min(4),
  }),
]);
export type SurroundingsFeature = z.infer<typeof surroundingsFeatureSchema>;

export const surroundingsReplySchema = z.object({
  /** Where the analysis places the site (moved to land when just offshore). */
  site: z.object({ latitude: z.number(), longitude: z.number() }),
  halfWidthKilometres: z.number().positive(),
  /** The box drawn (degrees; west and east continuous with the site's longitude). */
  box: z.object({
    southDegrees: z.number(),
    northDegrees: z.number(),
    westDegrees: z.number(),
    eastDegrees: z.number(),
  }),
  features: z.array(surroundingsFeatureSchema),
  /** The distances the analysis uses at the site; null for a point clearly at sea (not analysed). */
  distances: z
    .object({
      /** To the nearest ocean cell of the 30″ GSHHG mask. */
      coastKilometres: z.number().min(0),
      /** To the nearest river (mapped WDBII line or a channel derived from the 5′ drainage); null beyond 50 km. */
      riverKilometres: z.number().min(0).nullable(),
      riverSource: z.enum(['mapped', 'derived']).nullable(),
      riverLevel: z.number().int().nullable(),
      insideUrbanArea: z.boolean(),
      urbanEdgeKilometres: z.number().min(0).nullable(),
    })
    .nullable(),
});
export type SurroundingsReply = z.infer<typeof surroundingsReplySchema>;
