/** Mean Earth radius (km), IUGG. */
const earthRadiusKilometres = 6371.0088;
/** Length of one degree of latitude on the mean sphere (km). */
export const kilometresPerDegree = (Math.PI * earthRadiusKilometres) / 180;

export const radiansPerDegree = Math.PI / 180;

/** Great-circle (haversine) distance between two points (degrees) in km. */
export function greatCircleKilometres(
  latitudeA: number,
  longitudeA: number,
  latitudeB: number,
  longitudeB: number,
): number {
  const deltaLatitude = (latitudeB - latitudeA) * radiansPerDegree;
  const deltaLongitude = (longitudeB - longitudeA) * radiansPerDegree;
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(latitudeA * radiansPerDegree) *
      Math.cos(latitudeB * radiansPerDegree) *
      Math.sin(deltaLongitude / 2) ** 2;
  return 2 * earthRadiusKilometres * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Longitude difference b − a folded into [−180, 180). */
export function longitudeDifference(longitudeA: number, longitudeB: number): number {
  return ((((longitudeB - longitudeA + 180) % 360) + 360) % 360) - 180;
}

/** Longitude folded into [−180, 180). */
export function normaliseLongitude(longitude: number): number {
  return longitudeDifference(0, longitude);
}

/** Degrees of longitude spanning `kilometres` east–west at a latitude (capped near the poles). */
export function longitudeDegreesFor(kilometres: number, latitude: number): number {
  const cosine = Math.cos(latitude * radiansPerDegree);
  return Math.min(180, kilometres / (kilometresPerDegree * Math.max(cosine, 1e-6)));
}

/**
 * Distance (km) from a point to the segment between vertices A and B of a flat (lon, lat) array
 * (degrees), in a local equirectangular projection around the point (error well under 1 % within
 * 50 km).
 */
export function pointToSegmentKilometres(
  latitude: number,
  longitude: number,
  coordinates: ArrayLike<number>,
  vertexA: number,
  vertexB: number,
): number {
  const eastScale = kilometresPerDegree * Math.cos(latitude * radiansPerDegree);
  return distanceToSegmentKilometres(
    longitudeDifference(longitude, coordinates[2 * vertexA] ?? 0) * eastScale,
    ((coordinates[2 * vertexA + 1] ?? 0) - latitude) * kilometresPerDegree,
    longitudeDifference(longitude, coordinates[2 * vertexB] ?? 0) * eastScale,
    ((coordinates[2 * vertexB + 1] ?? 0) - latitude) * kilometresPerDegree,
  );
}

/**
 * Distance (km) from the origin to the segment A–B, all in a local plane around the origin (x east,
 * y north, km).
 */
export function distanceToSegmentKilometres(
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const { eastKilometres, northKilometres } = nearestPointOnSegment(ax, ay, bx, by);
  return Math.hypot(eastKilometres, northKilometres);
}

/** The point of segment A–B nearest the origin, in the same local plane (x east, y north, km). */
export function nearestPointOnSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
): { eastKilometres: number; northKilometres: number } {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
  return { eastKilometres: ax + along * dx, northKilometres: ay + along * dy };
}
