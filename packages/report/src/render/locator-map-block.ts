import { sampleNoticeColour } from '@hazardscope/contracts';
import type { LocatorMap, LocatorMapPanel } from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins } from './layout.ts';
import type { ReportWriter } from './report-writer.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Land as one filled path of row runs over the sea, framed; the site as a pin. */
function drawPanel(writer: ReportWriter, panel: LocatorMapPanel, box: Box): void {
  const { doc } = writer;
  const cellWidth = box.width / panel.columns;
  const cellHeight = box.height / panel.rows;
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(colours.sea);
  for (const [row, first, last] of panel.landRuns) {
    // A hair of overlap hides the seams between neighbouring runs in PDF viewers.
    doc.rect(
      box.x + first * cellWidth,
      box.y + row * cellHeight,
      (last - first + 1) * cellWidth + 0.4,
      cellHeight + 0.4,
    );
  }
  doc.fill(colours.land);
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).strokeColor(colours.border).stroke();
  drawPin(writer, box.x + panel.siteX * box.width, box.y + panel.siteY * box.height);
  writer.font('semiBold', fontSizes.caption, colours.muted);
  doc.text(panel.title, box.x, box.y + box.height + 4, { width: box.width, lineBreak: false });
}

/** A map pin whose tip is at (x, y), `radius` the head's radius (pt). */
export function drawPin(writer: ReportWriter, x: number, y: number, radius = 5): void {
  const { doc } = writer;
  // A teardrop: a circle above the point, joined to it by two tangents.
  doc
    .moveTo(x, y)
    .lineTo(x - radius * 0.8, y - radius * 1.6)
    .lineTo(x + radius * 0.8, y - radius * 1.6)
    .closePath()
    .fill(sampleNoticeColour);
  doc.circle(x, y - radius * 2, radius).fill(sampleNoticeColour);
  doc.circle(x, y - radius * 2, radius * 0.42).fill('#FFFFFF');
}

/** The regional panel's extent as a frame on the world panel. */
function outlineRegion(
  writer: ReportWriter,
  world: LocatorMapPanel,
  region: LocatorMapPanel,
  box: Box,
): void {
  const degreesAcross = world.columns * world.cellDegrees;
  const degreesDown = world.rows * world.cellDegrees;
  const x = box.x + ((region.westDegrees - world.westDegrees) / degreesAcross) * box.width;
  const y = box.y + ((world.northDegrees - region.northDegrees) / degreesDown) * box.height;
  const width = ((region.columns * region.cellDegrees) / degreesAcross) * box.width;
  const height = ((region.rows * region.cellDegrees) / degreesDown) * box.height;
  writer.doc.rect(x, y, width, height).lineWidth(0.8).strokeColor(colours.brandDark).stroke();
}

function hemisphere(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/**
 * The locator map: the world (2:1) beside the region around the site (4:3), and a caption that says
 * where the map comes from (the coastline data and its resolution).
 */
export function writeLocatorMap(
  writer: ReportWriter,
  map: LocatorMap,
  caption: string,
  heightPoints: number,
): void {
  const { doc } = writer;
  writer.ensureSpace(heightPoints);
  const top = doc.y;
  const gap = 14;
  const mapHeight = heightPoints - 46;
  const regionWidth = (mapHeight * map.region.columns) / map.region.rows;
  const worldWidth = Math.min(contentWidth - regionWidth - gap, mapHeight * 2);
  const worldHeight = worldWidth / 2;
  const worldBox = {
    x: margins.left,
    y: top + (mapHeight - worldHeight) / 2,
    width: worldWidth,
    height: worldHeight,
  };
  drawPanel(writer, map.world, worldBox);
  outlineRegion(writer, map.world, map.region, worldBox);
  drawPanel(writer, map.region, {
    x: margins.left + contentWidth - regionWidth,
    y: top,
    width: regionWidth,
    height: mapHeight,
  });
  writer.font('regular', fontSizes.caption, colours.muted);
  doc.text(
    `Site: ${hemisphere(map.latitude, 'N', 'S')}, ${hemisphere(map.longitude, 'E', 'W')}. ${caption}`,
    margins.left,
    top + mapHeight + 18,
    { width: contentWidth, lineGap: 1.5 },
  );
  doc.y = Math.max(doc.y + 8, top + heightPoints);
}
