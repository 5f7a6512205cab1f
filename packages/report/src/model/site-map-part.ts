import { formatFixed } from '@hazardscope/contracts';
import type { SiteLayersMap, SiteMap, SiteMapBlock, SiteMapLegendEntry } from '../report-model.ts';

/** Height of the site map on the page (pt): the drawing, its legend and its caption. */
const siteMapHeightPoints = 330;

function layersLegend(map: SiteLayersMap): SiteMapLegendEntry[] {
  const cell = `${formatFixed(map.landCellKilometres.northSouth, 1)} × ${formatFixed(map.landCellKilometres.eastWest, 1)} km`;
  return [
    { layer: 'site', label: 'The analysed point' },
    { layer: 'land', label: `Land: GSHHG 2.3.7 land/sea mask, 30″ cells (${cell} here)` },
    { layer: 'sea', label: 'Sea and lakes: the same mask' },
    {
      layer: 'river',
      label: map.rivers.some((river) => river.source === 'wdbii')
        ? 'Rivers: WDBII, full resolution simplified to 100 m; wider lines for major rivers'
        : 'Rivers: WDBII, full resolution (none mapped in this square)',
    },
    ...(map.rivers.some((river) => river.source === 'natural-earth')
      ? [
          {
            layer: 'river-centre-line' as const,
            label:
              'River centre lines: Natural Earth 1:10m, coarser than WDBII; added where WDBII draws a great river only by its banks, or lacks it',
          },
        ]
      : []),
    {
      layer: 'urban',
      label:
        map.urban.length === 0
          ? 'Urban areas: Natural Earth 1:50m (none in this square)'
          : 'Urban areas: Natural Earth 1:50m, outlines generalised for a 1:50 million map',
    },
  ];
}

/**
 * 2.1's picture of the site, worded: the aerial image when the installation has an imagery key,
 * otherwise the embedded layers, with a caption that says how fine each layer is. The layers are
 * about 1 km coarse and the caption says so: they show the setting, not the streets.
 */
export function siteMapBlock(map: SiteMap): SiteMapBlock {
  if (map.kind === 'imagery') {
    const metresAcross = map.widthPixels * map.metresPerPixel;
    return {
      kind: 'site-map',
      map,
      title: `Satellite image of the site, about ${formatFixed(metresAcross, 0)} m across`,
      legend: [{ layer: 'site', label: 'The analysed point' }],
      caption: `Satellite image from the Google Maps Static API at zoom 19 (about ${formatFixed(map.metresPerPixel, 2)} m per pixel here); imagery © Google and its data providers, credited on the image. North is up.`,
      heightPoints: siteMapHeightPoints,
    };
  }
  const side = formatFixed(2 * map.halfWidthKilometres, 0);
  return {
    kind: 'site-map',
    map,
    title: `The site and its surroundings, ${side} km × ${side} km`,
    legend: layersLegend(map),
    caption: `Drawn from the data the analysis reads, not from imagery: no imagery key is set for this installation. The coastline is as coarse as the mask’s 30″ cells (about 1 km), so a quay, a street or a narrow creek does not show; rivers are WDBII’s lines, with Natural Earth’s centre lines where WDBII has none; urban areas are Natural Earth’s 1:50m outlines. North is up.`,
    heightPoints: siteMapHeightPoints,
  };
}
