import {
  naturalEarthGlobalRiverClass,
  naturalEarthRiverClass,
  siteSurroundings,
  type HazardDataStore,
} from '@hazardscope/hazard-data';
import type { SiteLayersMap, SiteMapPosition } from './report-model.ts';

/**
 * Half the side of the report's site map (km). The layers are about 1 km coarse (30″ land cells,
 * Natural Earth 1:50m urban areas; the rivers are finer, simplified to 100 m): a 10 km square holds
 * about eleven land cells across, enough to show the shape of a coast or a bay and the river's
 * bends near the site, where a street-sized square (a few hundred metres) would fall inside one
 * cell and show nothing the data knows.
 */
export const siteMapHalfWidthKilometres = 5;

/**
 * The site drawn from the same layers the analysis reads (`siteSurroundings`, the web's offline
 * map), projected to kilometres east and north of the site: the box's own extent gives the scale
 * (its width in degrees spans twice the half-width at the site's latitude).
 */
export function buildSiteMap(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
): SiteLayersMap {
  const surroundings = siteSurroundings(store, latitude, longitude, siteMapHalfWidthKilometres);
  const { box, site, halfWidthKilometres } = surroundings;
  const kilometresPerDegreeEast = (2 * halfWidthKilometres) / (box.eastDegrees - box.westDegrees);
  const kilometresPerDegreeNorth =
    (2 * halfWidthKilometres) / (box.northDegrees - box.southDegrees);
  const position = ([featureLongitude, featureLatitude]: readonly [
    number,
    number,
  ]): SiteMapPosition => [
    (featureLongitude - site.longitude) * kilometresPerDegreeEast,
    (featureLatitude - site.latitude) * kilometresPerDegreeNorth,
  ];
  const land: [number, number, number, number][] = [];
  const rivers: SiteLayersMap['rivers'][number][] = [];
  const urban: SiteMapPosition[][] = [];
  for (const feature of surroundings.features) {
    if (feature.layer === 'land') {
      const corners = feature.ring.map(position);
      const easts = corners.map(([east]) => east);
      const norths = corners.map(([, north]) => north);
      // The mask's rows and columns reach past the square: each run is cut to it.
      const west = Math.max(-halfWidthKilometres, Math.min(...easts));
      const south = Math.max(-halfWidthKilometres, Math.min(...norths));
      const east = Math.min(halfWidthKilometres, Math.max(...easts));
      const north = Math.min(halfWidthKilometres, Math.max(...norths));
      if (east > west && north > south) land.push([west, south, east, north]);
    } else if (feature.layer === 'river') {
      const naturalEarth =
        feature.level === naturalEarthRiverClass || feature.level === naturalEarthGlobalRiverClass;
      rivers.push({
        source: naturalEarth ? 'natural-earth' : 'wdbii',
        level: naturalEarth ? null : feature.level,
        line: feature.line.map(position),
      });
    } else {
      urban.push(feature.ring.map(position));
    }
  }
  return {
    kind: 'layers',
    latitude: site.latitude,
    longitude: site.longitude,
    halfWidthKilometres,
    landCellKilometres: {
      eastWest: store.landSea.layout.cellDegrees * kilometresPerDegreeEast,
      northSouth: store.landSea.layout.cellDegrees * kilometresPerDegreeNorth,
    },
    land,
    rivers,
    urban,
  };
}
