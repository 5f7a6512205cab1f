import type { SiteHazardContext } from '@hazardscope/contracts';
import { greatCircleKilometres } from './geodesy.ts';
import type { BuildingCodeWindTable } from './tables.ts';

export type BuildingCodeWindRegion = BuildingCodeWindTable[number];

/**
 * The building-code wind row of a site's jurisdiction: among the rows of its country, the first
 * whose subdivisions (if any) include the site's subdivision and whose zone boxes (if any) contain
 * the site; else, where the country's code tabulates cities, the nearest listed city; else the
 * country's whole-country row. Null where the country has no row (no code tabulated) or the site
 * has no country.
 */
export function findBuildingCodeWindRegion(
  table: BuildingCodeWindTable,
  jurisdiction: SiteHazardContext['jurisdiction'],
  latitude: number,
  longitude: number,
): BuildingCodeWindRegion | null {
  const country = jurisdiction.country?.alpha2;
  if (country === undefined) return null;
  const rows = table.filter((row) => row.country === country);
  const subdivision = jurisdiction.subdivision?.code ?? null;
  const zoned = rows.find(
    (row) =>
      row.place === null &&
      (row.subdivisions.length > 0 || row.boxes.length > 0) &&
      (row.subdivisions.length === 0 ||
        (subdivision !== null && row.subdivisions.includes(subdivision))) &&
      (row.boxes.length === 0 ||
        row.boxes.some(
          (box) =>
            latitude >= box.southDegrees &&
            latitude <= box.northDegrees &&
            longitude >= box.westDegrees &&
            longitude <= box.eastDegrees,
        )),
  );
  if (zoned !== undefined) return zoned;
  let nearest: { row: BuildingCodeWindRegion; kilometres: number } | null = null;
  for (const row of rows) {
    if (row.place === null) continue;
    const kilometres = greatCircleKilometres(
      latitude,
      longitude,
      row.place.latitudeDegrees,
      row.place.longitudeDegrees,
    );
    if (nearest === null || kilometres < nearest.kilometres) nearest = { row, kilometres };
  }
  if (nearest !== null) return nearest.row;
  return (
    rows.find(
      (row) => row.place === null && row.subdivisions.length === 0 && row.boxes.length === 0,
    ) ?? null
  );
}
