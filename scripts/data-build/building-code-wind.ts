import type { ManifestEntry } from '../../packages/hazard-data/src/manifest.ts';
import { layerIds } from '../../packages/hazard-data/src/manifest.ts';
import type {
  BuildingCodeWindTable,
  LatitudeLongitudeBox,
} from '../../packages/hazard-data/src/tables.ts';
import type { BuildPaths } from './build-io.ts';
import { stableJson, writeDerivedFile } from './build-io.ts';
import { sources } from './sources.ts';

/**
 * 3-second gust → 10-minute mean at 10 m in open terrain: EN 1991-1-4 peak factor
 * √(1 + 7·Iv) with Iv = 1/ln(z/z0), z = 10 m, z0 = 0.05 m (terrain category II) = 1.52.
 */
const gustToTenMinuteFactor = Math.sqrt(1 + 7 / Math.log(10 / 0.05));
/** Hourly mean → 10-minute mean, open terrain (Durst 1960 curve, ≈ 1.06). */
const hourlyToTenMinuteFactor = 1.06;
const metresPerSecondPerMile = 0.44704;

const round = (value: number): number => Math.round(value * 10) / 10;
const fromGust = (gustMetresPerSecond: number): number =>
  round(gustMetresPerSecond / gustToTenMinuteFactor);
const fromGustMph = (gustMilesPerHour: number): number =>
  fromGust(gustMilesPerHour * metresPerSecondPerMile);
/** GB 50009: w0 = v0²/1600 (kN/m², v0 the 10-min mean at 10 m, 50-year). */
const fromChineseBasicPressure = (kilonewtonsPerSquareMetre: number): number =>
  round(Math.sqrt(1600 * kilonewtonsPerSquareMetre));
/** NBCC: q = 0.00064645·V² (kPa, V the hourly mean in m/s). */
const fromCanadianHourlyPressure = (kilopascals: number): number =>
  round(Math.sqrt(kilopascals / 0.00064645) * hourlyToTenMinuteFactor);

const box = (
  southDegrees: number,
  northDegrees: number,
  westDegrees: number,
  eastDegrees: number,
): LatitudeLongitudeBox => ({
  southDegrees,
  northDegrees,
  westDegrees,
  eastDegrees,
});

const enReference = 'EN 1991-1-4:2005 national annex';
const en = (
  country: string,
  zone: string,
  metresPerSecond: number,
  boxes: LatitudeLongitudeBox[],
) => ({
  codeRegion: `EN 1991-1-4 (${country} national annex), ${zone}`,
  basicWindSpeed50YearMetresPerSecond: metresPerSecond,
  codeValue: `vb,0 = ${metresPerSecond} m/s (10-min mean, 10 m, 50-year)`,
  reference: `${enReference} of ${country} (zone map simplified to latitude–longitude boxes)`,
  boxes,
  isDefault: false,
});

const defaultSpeed = 25;

/** Ordered from the most specific box to the default; the first row containing the site wins. */
const table: BuildingCodeWindTable = [
  // United Kingdom: vb,map from the UK NA Figure NA.1 (21.5 m/s around London to 30+ m/s in Shetland).
  en('UK', 'Shetland and Orkney', 30, [box(58.6, 61, -4, 0)]),
  en('UK', 'northern Scotland', 27, [box(56.5, 58.6, -8, -1.5)]),
  en('UK', 'southern Scotland and Northern Ireland', 25.5, [box(54.6, 56.5, -8.2, -1.5)]),
  en('UK', 'northern England and Wales', 23.5, [box(52.5, 54.6, -5.5, 0.5)]),
  en('UK', 'southern England', 22, [box(49.8, 52.5, -6, 2)]),
  en('Ireland', 'west coast', 28, [box(51.3, 55.5, -10.7, -8.5)]),
  en('Ireland', 'east', 25, [box(51.3, 55.5, -8.5, -5.9)]),
  en('Portugal', 'zone A', 27, [box(36.9, 42.2, -9.6, -6.2)]),
  en('Portugal', 'zone B (Azores, Madeira)', 30, [box(32.4, 40, -31.5, -16)]),
  en('Spain', 'zone C (Canary Islands)', 29, [box(27.6, 29.5, -18.2, -13.4)]),
  en('Spain', 'zone A', 26, [box(36, 43.8, -9.3, 3.3)]),
  en('Netherlands', 'area II', 27, [box(51.4, 53.6, 3.3, 7.3)]),
  en('Belgium', 'inland', 25, [box(49.5, 51.4, 2.55, 6.4)]),
  en('France', 'zone 3 (Brittany and Channel coast)', 26, [box(47, 49.8, -5.2, -1)]),
  en('France', 'Corsica', 28, [box(41.3, 43.1, 8.5, 9.6)]),
  en('France', 'zone 2', 24, [box(42.3, 51.1, -5.2, 8.3)]),
  en('Germany', 'wind zone 4 (North Sea coast)', 30, [box(53.3, 55.1, 6, 9)]),
  en('Germany', 'wind zone 3 (Baltic coast)', 27.5, [box(53.3, 55.1, 9, 15.1)]),
  en('Germany', 'wind zone 2', 25, [box(50.3, 53.3, 5.8, 15.1)]),
  en('Germany', 'wind zone 1', 22.5, [box(47.2, 50.3, 5.8, 13.9)]),
  en('Denmark', 'west coast of Jutland', 27, [box(54.5, 57.8, 8, 8.6)]),
  en('Denmark', 'general', 24, [box(54.5, 57.8, 8.6, 15.2)]),
  en('Norway', 'Oslo region', 22, [box(58.5, 61, 9, 12.5)]),
  en('Norway', 'west coast', 28, [box(58, 71.2, 4.5, 8.5)]),
  en('Finland', 'general', 21, [box(59.8, 70.1, 21.5, 31.6)]),
  en('Sweden', 'general', 24, [box(55.3, 69.1, 8.5, 24.2)]),
  en('Italy', 'zone 8 (Trieste)', 30, [box(45.5, 46, 13.5, 14)]),
  en('Italy', 'zone 7 (Liguria)', 28, [box(43.8, 44.6, 7.5, 10)]),
  en('Italy', 'zone 1 (north)', 25, [box(44, 47.1, 6.6, 13.8)]),
  en('Italy', 'zone 5/6 (Sardinia)', 28, [box(38.8, 41.3, 8.1, 9.9)]),
  en('Italy', 'zone 4 (Sicily and Calabria)', 28, [box(36.6, 39, 12, 17)]),
  en('Italy', 'zone 3 (central and southern peninsula)', 27, [box(39, 44, 9.5, 18.6)]),
  en('Greece', 'mainland', 27, [box(34.8, 41.8, 19.3, 29.7)]),
  en('Czech Republic', 'zone II', 25, [box(48.5, 51.1, 12.1, 18.9)]),
  en('Poland', 'zone 2 (Baltic coast)', 26, [box(54, 54.9, 14.1, 19.7)]),
  en('Poland', 'zone 1', 22, [box(49, 54, 14.1, 24.2)]),
  {
    codeRegion: 'Europe, national annex not tabulated (EN 1991-1-4 default)',
    basicWindSpeed50YearMetresPerSecond: defaultSpeed,
    codeValue: `${defaultSpeed} m/s, a mid-range vb,0 of the tabulated national annexes (default, not a code value)`,
    reference: 'EN 1991-1-4:2005 (default stated as such)',
    boxes: [box(35, 72, -25, 45)],
    isDefault: false,
  },
  {
    codeRegion: 'ASCE 7-05, US Pacific coast (85 mph)',
    basicWindSpeed50YearMetresPerSecond: fromGustMph(85),
    codeValue: '85 mph 3-s gust at 33 ft, 50-year; ÷ 1.52 to a 10-min mean',
    reference:
      'ASCE 7-05 Figure 6-1 (non-hurricane value; hurricanes are the tropical-cyclone hazard)',
    boxes: [box(32.5, 49, -125, -120)],
    isDefault: false,
  },
  {
    codeRegion: 'ASCE 7-05, Hawaii (105 mph)',
    basicWindSpeed50YearMetresPerSecond: fromGustMph(105),
    codeValue: '105 mph 3-s gust at 33 ft, 50-year; ÷ 1.52 to a 10-min mean',
    reference: 'ASCE 7-05 Figure 6-1',
    boxes: [box(18.5, 22.5, -160.5, -154.5)],
    isDefault: false,
  },
  {
    codeRegion: 'ASCE 7-05, contiguous US and Alaska (90 mph)',
    basicWindSpeed50YearMetresPerSecond: fromGustMph(90),
    codeValue: '90 mph 3-s gust at 33 ft, 50-year; ÷ 1.52 to a 10-min mean',
    reference:
      'ASCE 7-05 Figure 6-1 (non-hurricane value; hurricanes are the tropical-cyclone hazard)',
    boxes: [box(24.5, 49, -125, -66.9), box(51, 72, -170, -130)],
    isDefault: false,
  },
  {
    codeRegion: 'NBCC 2015, Atlantic Canada (q50 ≈ 0.55 kPa)',
    basicWindSpeed50YearMetresPerSecond: fromCanadianHourlyPressure(0.55),
    codeValue:
      'hourly reference pressure q1/50 ≈ 0.55 kPa; V = √(q/0.00064645) × 1.06 to a 10-min mean',
    reference: 'NBCC 2015 Division B Appendix C, Table C-2 (typical Atlantic value)',
    boxes: [box(43, 52, -67, -52.6)],
    isDefault: false,
  },
  {
    codeRegion: 'NBCC 2015, Canada (q50 ≈ 0.45 kPa)',
    basicWindSpeed50YearMetresPerSecond: fromCanadianHourlyPressure(0.45),
    codeValue:
      'hourly reference pressure q1/50 ≈ 0.45 kPa (Toronto 0.44, Montréal 0.42, Vancouver 0.45); V = √(q/0.00064645) × 1.06',
    reference: 'NBCC 2015 Division B Appendix C, Table C-2',
    boxes: [box(41.7, 83, -141, -52.6)],
    isDefault: false,
  },
  {
    codeRegion: 'AS/NZS 1170.2, Region W (Wellington)',
    basicWindSpeed50YearMetresPerSecond: fromGust(45),
    codeValue: 'V50 = 45 m/s 3-s gust (VR = 104 − 70R^−0.045); ÷ 1.52 to a 10-min mean',
    reference: 'AS/NZS 1170.2:2011 Table 3.1',
    boxes: [box(-41.8, -40.5, 174.2, 176.5)],
    isDefault: false,
  },
  {
    codeRegion: 'AS/NZS 1170.2, Region A (non-cyclonic Australia and New Zealand)',
    basicWindSpeed50YearMetresPerSecond: fromGust(39),
    codeValue: 'V50 = 39 m/s 3-s gust (VR = 67 − 41R^−0.1); ÷ 1.52 to a 10-min mean',
    reference:
      'AS/NZS 1170.2:2011 Table 3.1 (cyclonic regions B–D are the tropical-cyclone hazard, so Region A is used for the synoptic wind everywhere)',
    boxes: [box(-44, -9, 112, 154), box(-47.5, -34, 166, 178.6)],
    isDefault: false,
  },
  {
    codeRegion: 'Japan, Okinawa (V0 = 46 m/s)',
    basicWindSpeed50YearMetresPerSecond: 46,
    codeValue: 'V0 = 46 m/s (10-min mean, 10 m, ~50-year)',
    reference: 'Building Standard Law of Japan, MLIT notification 1454 (2000)',
    boxes: [box(24, 28, 122.9, 131.5)],
    isDefault: false,
  },
  {
    codeRegion: 'Japan, main islands (V0 = 34 m/s, Tokyo and Osaka)',
    basicWindSpeed50YearMetresPerSecond: 34,
    codeValue: 'V0 = 34 m/s (range 30–38 on the main islands)',
    reference: 'Building Standard Law of Japan, MLIT notification 1454 (2000)',
    boxes: [box(30, 45.6, 128, 146)],
    isDefault: false,
  },
  {
    codeRegion: 'GB 50009-2012, south-east China coast (w0 = 0.55 kN/m²)',
    basicWindSpeed50YearMetresPerSecond: fromChineseBasicPressure(0.55),
    codeValue: 'w0 = 0.55 kN/m² (Shanghai), v0 = √(1600·w0)',
    reference: 'GB 50009-2012 Load code for the design of building structures, Appendix E',
    boxes: [box(20, 35, 108, 123)],
    isDefault: false,
  },
  {
    codeRegion: 'GB 50009-2012, north-east China (w0 = 0.45 kN/m²)',
    basicWindSpeed50YearMetresPerSecond: fromChineseBasicPressure(0.45),
    codeValue: 'w0 = 0.45 kN/m² (Beijing), v0 = √(1600·w0)',
    reference: 'GB 50009-2012 Appendix E',
    boxes: [box(35, 53.6, 110, 134.8)],
    isDefault: false,
  },
  {
    codeRegion: 'GB 50009-2012, inland China (w0 = 0.35 kN/m²)',
    basicWindSpeed50YearMetresPerSecond: fromChineseBasicPressure(0.35),
    codeValue: 'w0 = 0.35 kN/m², v0 = √(1600·w0)',
    reference: 'GB 50009-2012 Appendix E',
    boxes: [box(18, 53.6, 73.5, 134.8)],
    isDefault: false,
  },
  {
    codeRegion: 'IS 875 (Part 3), India west coast (Vb = 44 m/s)',
    basicWindSpeed50YearMetresPerSecond: fromGust(44),
    codeValue: 'Vb = 44 m/s 3-s gust (Mumbai); ÷ 1.52 to a 10-min mean',
    reference: 'IS 875 (Part 3):2015 Annex A',
    boxes: [box(15, 23, 72.5, 74.5)],
    isDefault: false,
  },
  {
    codeRegion: 'IS 875 (Part 3), India east coast (Vb = 50 m/s)',
    basicWindSpeed50YearMetresPerSecond: fromGust(50),
    codeValue: 'Vb = 50 m/s 3-s gust (Chennai, Kolkata); ÷ 1.52 to a 10-min mean',
    reference: 'IS 875 (Part 3):2015 Annex A',
    boxes: [box(8, 22.9, 79.5, 88.5)],
    isDefault: false,
  },
  {
    codeRegion: 'IS 875 (Part 3), India northern plains (Vb = 47 m/s)',
    basicWindSpeed50YearMetresPerSecond: fromGust(47),
    codeValue: 'Vb = 47 m/s 3-s gust (Delhi); ÷ 1.52 to a 10-min mean',
    reference: 'IS 875 (Part 3):2015 Annex A',
    boxes: [box(24, 32, 73, 88)],
    isDefault: false,
  },
  {
    codeRegion: 'IS 875 (Part 3), India (Vb = 39 m/s)',
    basicWindSpeed50YearMetresPerSecond: fromGust(39),
    codeValue: 'Vb = 39 m/s 3-s gust; ÷ 1.52 to a 10-min mean',
    reference: 'IS 875 (Part 3):2015 Annex A',
    boxes: [box(6.7, 35.7, 68, 97.4)],
    isDefault: false,
  },
  {
    codeRegion: 'Default (no building-code region mapped)',
    basicWindSpeed50YearMetresPerSecond: defaultSpeed,
    codeValue: `${defaultSpeed} m/s, a mid-range vb,0 of the EN 1991-1-4 national annexes (default, not a code value)`,
    reference: 'Hazardscope default, stated as such',
    boxes: [],
    isDefault: true,
  },
];

export function buildBuildingCodeWind(paths: BuildPaths): ManifestEntry {
  return writeDerivedFile(
    paths,
    {
      id: layerIds.buildingCodeWind,
      name: 'Building-code basic wind speeds by region',
      ...sources.buildingCodes,
      transform: `Code values converted to a 10-min mean at 10 m, 50-year: 3-s gusts ÷ ${gustToTenMinuteFactor.toFixed(3)} (EN 1991-1-4 √(1+7·Iv), z0 = 0.05 m), hourly means × ${hourlyToTenMinuteFactor} (Durst), GB 50009 pressures v0 = √(1600·w0); zone maps simplified to latitude–longitude boxes, first match wins.`,
      inputs: [],
      file: `${layerIds.buildingCodeWind}.json`,
      layout: { kind: 'json' },
    },
    stableJson(table),
  );
}
