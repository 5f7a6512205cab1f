import type { BuildingCodeWindTable } from './tables.ts';

export type BuildingCodeWindRegion = BuildingCodeWindTable[number];

/** The first table row with a box containing the site, else the default row. */
export function findBuildingCodeWindRegion(
  table: BuildingCodeWindTable,
  latitude: number,
  longitude: number,
): BuildingCodeWindRegion {
  const match = table.find((row) =>
    row.boxes.some(
      (box) =>
        latitude >= box.southDegrees &&
        latitude <= box.northDegrees &&
        longitude >= box.westDegrees &&
        longitude <= box.eastDegrees,
    ),
  );
  const fallback = table.find((row) => row.isDefault);
  const region = match ?? fallback;
  if (region === undefined) throw new Error('building-code wind table has no default row');
  return region;
}
