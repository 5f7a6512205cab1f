import { surfaceAt, type LandSeaMask } from '@hazardscope/hazard-data';
import type { LocatorMap, LocatorMapPanel } from './report-model.ts';

/** Cells across the world panel (2° cells) and the regional panel (0.05° cells over 8° × 6°). */
const worldCellDegrees = 2;
const regionWidthDegrees = 8;
const regionHeightDegrees = 6;
const regionCellDegrees = 0.05;

/**
 * Samples the land/sea mask on a regular grid and keeps the land as runs per row, north first, so
 * the renderer draws a few hundred rectangles instead of thousands of cells. Lakes count as water.
 */
function panel(
  mask: LandSeaMask,
  title: string,
  area: { westDegrees: number; northDegrees: number; columns: number; rows: number },
  cellDegrees: number,
  site: { latitude: number; longitude: number },
): LocatorMapPanel {
  const landRuns: [number, number, number][] = [];
  for (let row = 0; row < area.rows; row += 1) {
    const latitude = area.northDegrees - (row + 0.5) * cellDegrees;
    let runStart = -1;
    for (let column = 0; column <= area.columns; column += 1) {
      const longitude = area.westDegrees + (column + 0.5) * cellDegrees;
      const land =
        column < area.columns &&
        Math.abs(latitude) <= 90 &&
        surfaceAt(mask, latitude, ((((longitude + 180) % 360) + 360) % 360) - 180) === 'land';
      if (land && runStart < 0) runStart = column;
      if (!land && runStart >= 0) {
        landRuns.push([row, runStart, column - 1]);
        runStart = -1;
      }
    }
  }
  return {
    title,
    ...area,
    cellDegrees,
    landRuns,
    siteX: (site.longitude - area.westDegrees) / (area.columns * cellDegrees),
    siteY: (area.northDegrees - site.latitude) / (area.rows * cellDegrees),
  };
}

/**
 * A vector locator map of the site from the embedded 30″ GSHHG mask: the world with the site
 * marked, and the 8° × 6° around it. Offline stand-in for a satellite image of the site.
 */
export function buildLocatorMap(
  mask: LandSeaMask,
  latitude: number,
  longitude: number,
): LocatorMap {
  const site = { latitude, longitude };
  const regionNorth = Math.min(90, latitude + regionHeightDegrees / 2);
  return {
    latitude,
    longitude,
    world: panel(
      mask,
      'World',
      {
        westDegrees: -180,
        northDegrees: 90,
        columns: 360 / worldCellDegrees,
        rows: 180 / worldCellDegrees,
      },
      worldCellDegrees,
      site,
    ),
    region: panel(
      mask,
      `${regionWidthDegrees}° × ${regionHeightDegrees}° around the site`,
      {
        westDegrees: longitude - regionWidthDegrees / 2,
        northDegrees: regionNorth,
        columns: Math.round(regionWidthDegrees / regionCellDegrees),
        rows: Math.round(regionHeightDegrees / regionCellDegrees),
      },
      regionCellDegrees,
      site,
    ),
  };
}
