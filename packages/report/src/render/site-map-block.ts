import type {
  SiteImageryMap,
  SiteLayersMap,
  SiteMapBlock,
  SiteMapLegendEntry,
  SiteMapPosition,
} from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins } from './layout.ts';
import { drawPin } from './locator-map-block.ts';
import type { ReportWriter } from './report-writer.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Line width (pt) of a WDBII river by level: 1 permanent major … 4 minor. */
const riverWidthPoints: Record<number, number> = { 1: 2.4, 2: 1.9, 3: 1.4, 4: 1 };
const unknownRiverWidthPoints = 1.2;
/** Urban areas tint the land they cover, lightly, so the land's cells still show through. */
const urbanOpacity = 0.35;

/** Round lengths a scale bar may show (km). */
const scaleBarKilometres = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/** The longest round length no longer than about a quarter of the map's width. */
function scaleBarLength(widthKilometres: number): number {
  const fitting = scaleBarKilometres.filter((length) => length <= widthKilometres * 0.3);
  return fitting.at(-1) ?? scaleBarKilometres[0] ?? 0.01;
}

function lengthText(kilometres: number): string {
  return kilometres < 1 ? `${Math.round(kilometres * 1000)} m` : `${kilometres} km`;
}

/** A scale bar in the map's bottom-left corner, on a white ground so it reads over any layer. */
function drawScaleBar(writer: ReportWriter, box: Box, widthKilometres: number): void {
  const { doc } = writer;
  const length = scaleBarLength(widthKilometres);
  const barWidth = (length / widthKilometres) * box.width;
  const x = box.x + 8;
  const y = box.y + box.height - 12;
  doc
    .rect(x - 4, y - 13, barWidth + 30, 20)
    .fillOpacity(0.85)
    .fill('#FFFFFF');
  doc.fillOpacity(1);
  // Two halves, dark then light, as on a printed map.
  doc.rect(x, y, barWidth / 2, 3.5).fill(colours.text);
  doc.rect(x + barWidth / 2, y, barWidth / 2, 3.5).fill('#FFFFFF');
  doc.rect(x, y, barWidth, 3.5).lineWidth(0.5).strokeColor(colours.text).stroke();
  writer.font('regular', 6.5, colours.text);
  doc.text('0', x - 1.5, y - 9, { lineBreak: false });
  doc.text(lengthText(length), x + barWidth - 3, y - 9, { lineBreak: false });
}

/** A north arrow in the map's top-right corner (every site map is drawn north up). */
function drawNorthArrow(writer: ReportWriter, box: Box): void {
  const { doc } = writer;
  const x = box.x + box.width - 18;
  const centreY = box.y + 19;
  doc.circle(x, centreY, 13).fillOpacity(0.85).fill('#FFFFFF');
  doc.fillOpacity(1);
  // The letter in the top of the disc, the arrow under it pointing to it.
  writer.font('semiBold', 6, colours.text);
  doc.text('N', x - 2.2, centreY - 11.5, { lineBreak: false });
  doc
    .moveTo(x, centreY - 3)
    .lineTo(x + 4.5, centreY + 10)
    .lineTo(x, centreY + 7)
    .lineTo(x - 4.5, centreY + 10)
    .closePath()
    .fill(colours.text);
}

/** Strokes the current path as the map draws a river: WDBII by level, Natural Earth dashed. */
function strokeRiver(writer: ReportWriter, river: Omit<SiteLayersMap['rivers'][number], 'line'>) {
  const { doc } = writer;
  if (river.source === 'natural-earth') {
    doc.lineWidth(1.1).dash(4, { space: 2.5 }).strokeColor(colours.river).stroke();
    doc.undash();
    return;
  }
  const width =
    river.level === null
      ? unknownRiverWidthPoints
      : (riverWidthPoints[river.level] ?? unknownRiverWidthPoints);
  doc.lineWidth(width).strokeColor(colours.river).stroke();
}

function drawLayers(writer: ReportWriter, map: SiteLayersMap, box: Box): void {
  const { doc } = writer;
  const reach = map.halfWidthKilometres;
  const pointsPerKilometre = box.width / (2 * reach);
  const toPage = ([east, north]: SiteMapPosition): [number, number] => [
    box.x + (east + reach) * pointsPerKilometre,
    box.y + (reach - north) * pointsPerKilometre,
  ];
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(colours.sea);
  const landPath = () => {
    for (const [west, south, east, north] of map.land) {
      const [left, top] = toPage([west, north]);
      const [right, bottom] = toPage([east, south]);
      // A hair of overlap hides the seams between neighbouring runs in PDF viewers.
      doc.rect(left, top, right - left + 0.3, bottom - top + 0.3);
    }
  };
  const urbanPath = () => {
    for (const ring of map.urban) {
      ring.forEach((position, index) => {
        const [x, y] = toPage(position);
        if (index === 0) doc.moveTo(x, y);
        else doc.lineTo(x, y);
      });
      doc.closePath();
    }
  };
  landPath();
  doc.fill(colours.land);
  if (map.urban.length > 0 && map.land.length > 0) {
    // The urban tint on land only, so the sea stays sea where an outline runs over a harbour.
    doc.save();
    landPath();
    doc.clip();
    urbanPath();
    // Even-odd, so an urban area's holes (the rings inside it) stay unfilled.
    doc.fillOpacity(urbanOpacity).fill(colours.urban, 'even-odd');
    doc.restore();
  }
  if (map.urban.length > 0) {
    urbanPath();
    doc.lineWidth(0.8).dash(3, { space: 2 }).strokeColor(colours.urbanEdge).stroke();
    doc.undash();
  }
  doc.lineJoin('round').lineCap('round');
  for (const river of map.rivers) {
    river.line.forEach((position, index) => {
      const [x, y] = toPage(position);
      if (index === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    strokeRiver(writer, river);
  }
  doc.restore();
}

function drawImagery(writer: ReportWriter, map: SiteImageryMap, box: Box): void {
  writer.doc.image(Buffer.from(map.imageBase64, 'base64'), box.x, box.y, {
    width: box.width,
    height: box.height,
  });
}

/** One legend row: a swatch of the layer as the map draws it, and its label. */
function drawLegendEntry(
  writer: ReportWriter,
  entry: SiteMapLegendEntry,
  x: number,
  y: number,
  width: number,
): number {
  const { doc } = writer;
  const swatch = { width: 16, height: 10 };
  switch (entry.layer) {
    case 'land':
    case 'sea':
      doc
        .rect(x, y, swatch.width, swatch.height)
        .fillAndStroke(entry.layer === 'land' ? colours.land : colours.sea, colours.border);
      break;
    case 'urban':
      doc.save();
      doc.rect(x, y, swatch.width, swatch.height).fillOpacity(urbanOpacity).fill(colours.urban);
      doc.restore();
      doc
        .rect(x, y, swatch.width, swatch.height)
        .lineWidth(0.8)
        .dash(3, { space: 2 })
        .strokeColor(colours.urbanEdge)
        .stroke();
      doc.undash();
      break;
    case 'river':
    case 'river-centre-line':
      doc.moveTo(x, y + swatch.height / 2).lineTo(x + swatch.width, y + swatch.height / 2);
      strokeRiver(
        writer,
        entry.layer === 'river'
          ? { source: 'wdbii', level: 2 }
          : { source: 'natural-earth', level: null },
      );
      break;
    case 'site':
      drawPin(writer, x + swatch.width / 2, y + swatch.height + 1, 3.2);
      break;
  }
  writer.font('regular', fontSizes.caption, colours.text);
  const textX = x + swatch.width + 6;
  doc.text(entry.label, textX, y + 0.5, { width: width - (textX - x), lineGap: 1 });
  return Math.max(doc.y, y + swatch.height) + 5;
}

/**
 * The site close up: a square of the embedded layers with its legend beside it, or the aerial
 * image across the text width with its legend under it; the pin at the analysed point, a scale
 * bar and a north arrow on either, and the caption that says where the picture comes from.
 */
export function writeSiteMap(writer: ReportWriter, block: SiteMapBlock): void {
  const { doc } = writer;
  writer.ensureSpace(block.heightPoints);
  const top = doc.y;
  writer.font('semiBold', fontSizes.small, colours.text);
  doc.text(block.title, margins.left, top, { width: contentWidth, lineBreak: false });
  const mapTop = top + 16;
  const { map } = block;
  let box: Box;
  let legendBottom: number;
  if (map.kind === 'layers') {
    const side = block.heightPoints - 80;
    box = { x: margins.left, y: mapTop, width: side, height: side };
    drawLayers(writer, map, box);
    const legendX = box.x + side + 16;
    let y = mapTop + 2;
    for (const entry of block.legend)
      y = drawLegendEntry(writer, entry, legendX, y, contentWidth - side - 16);
    legendBottom = box.y + box.height;
  } else {
    const height = Math.min(
      block.heightPoints - 80,
      (contentWidth * map.heightPixels) / map.widthPixels,
    );
    const width = (height * map.widthPixels) / map.heightPixels;
    box = { x: margins.left, y: mapTop, width, height };
    drawImagery(writer, map, box);
    let y = box.y + box.height + 6;
    for (const entry of block.legend) y = drawLegendEntry(writer, entry, margins.left, y, width);
    legendBottom = y - 5;
  }
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).strokeColor(colours.border).stroke();
  drawPin(writer, box.x + box.width / 2, box.y + box.height / 2);
  const widthKilometres =
    map.kind === 'layers'
      ? 2 * map.halfWidthKilometres
      : (map.widthPixels * map.metresPerPixel) / 1000;
  drawScaleBar(writer, box, widthKilometres);
  drawNorthArrow(writer, box);
  writer.font('regular', fontSizes.caption, colours.muted);
  doc.text(block.caption, margins.left, legendBottom + 6, { width: contentWidth, lineGap: 1.5 });
  doc.y = Math.max(doc.y + 8, top + block.heightPoints);
}
