import type { GridLayout, ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import {
  drainageAreaCodesPerDecade,
  flowDirectionSteps,
} from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawBytes, readRawText, stableJson, writeDerivedFile } from './build-io.ts';
import {
  etopoCellsPerDegree,
  etopoColumns,
  etopoInput,
  etopoRows,
  readEtopoElevation,
  bioclimateAtCell,
  bioclimateInput,
} from './grid-layers.ts';
import { fitTwoPredictors, roundCoefficient } from './least-squares.ts';
import { sources } from './sources.ts';

/** The 1.25′ GSHHG land/sea/lake mask (0 ocean, 1 land, 2 lake), rows from the south, columns from 180° W. */
export const maskInput = 'landsea/gshhs_lsmask_1.25min_full.u8.gz';
export const maskRows = 8640;
export const maskColumns = 17280;
export const maskCellsPerDegree = 48;
/** 1.25′ mask cells per 5′ cell side. */
const maskCellsPerCell = 4;
/** Smallest catchment kept in the drainage grid (km²): about one 5′ cell at the equator. */
const smallestStoredAreaSquareKilometres = 100;
const kilometresPerDegree = 111.195;

/** 5′ cells whose 1.25′ GSHHG sub-cells are mostly ocean: the outlets of the drainage network. */
function oceanCells(paths: BuildPaths): Uint8Array {
  const mask = readRawBytes(paths, maskInput);
  const ocean = new Uint8Array(etopoRows * etopoColumns);
  for (let row = 0; row < etopoRows; row += 1) {
    for (let column = 0; column < etopoColumns; column += 1) {
      let oceanSubCells = 0;
      for (let subRow = 0; subRow < maskCellsPerCell; subRow += 1) {
        const offset = (row * maskCellsPerCell + subRow) * maskColumns + column * maskCellsPerCell;
        for (let subColumn = 0; subColumn < maskCellsPerCell; subColumn += 1)
          if (mask[offset + subColumn] === 0) oceanSubCells += 1;
      }
      ocean[row * etopoColumns + column] = oceanSubCells * 2 > maskCellsPerCell ** 2 ? 1 : 0;
    }
  }
  return ocean;
}

/**
 * Upstream catchment area of every 5′ land cell (km²), from the ETOPO5 surface the way HydroSHEDS
 * derives drainage (Lehner, Verdin & Jarvis 2008): depressions are filled and each cell drains to
 * the neighbour from which the fill reached it, by the priority-flood algorithm seeded at the ocean
 * (Barnes, Lehman & Mulla 2014, Computers & Geosciences 62:117), then cell areas are accumulated
 * downstream in reverse order of the flood. Exported for the test of the build.
 */
export function upstreamAreaSquareKilometres(
  elevation: Int16Array,
  ocean: Uint8Array,
  rows: number,
  columns: number,
  cellsPerDegree: number,
): Float32Array {
  return routeDrainage(elevation, ocean, rows, columns, cellsPerDegree).area;
}

/**
 * The 5′ drainage: each land cell's receiver (the neighbour it drains to, -1 for an ocean cell) and
 * its upstream area (km²). See {@link upstreamAreaSquareKilometres}.
 */
export function routeDrainage(
  elevation: Int16Array,
  ocean: Uint8Array,
  rows: number,
  columns: number,
  cellsPerDegree: number,
): { area: Float32Array; receiver: Int32Array } {
  const cells = rows * columns;
  const receiver = new Int32Array(cells).fill(-1);
  const visited = new Uint8Array(cells);
  const order = new Int32Array(cells);
  let ordered = 0;
  // Bucket queue on whole-metre fill levels (the DEM is integer metres), FIFO within a level.
  const lowestLevel = 0;
  const levels = 9000;
  const head = new Int32Array(levels).fill(-1);
  const tail = new Int32Array(levels).fill(-1);
  const next = new Int32Array(cells).fill(-1);
  const level = new Int16Array(cells);
  const push = (cell: number, fillLevel: number) => {
    const bucket = Math.min(levels - 1, Math.max(0, fillLevel - lowestLevel));
    level[cell] = bucket + lowestLevel;
    if (tail[bucket] === -1) head[bucket] = cell;
    else next[tail[bucket] ?? 0] = cell;
    tail[bucket] = cell;
  };
  const forEachNeighbour = (cell: number, visit: (neighbour: number) => void) => {
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    for (let rowStep = -1; rowStep <= 1; rowStep += 1) {
      const neighbourRow = row + rowStep;
      if (neighbourRow < 0 || neighbourRow >= rows) continue;
      for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
        if (rowStep === 0 && columnStep === 0) continue;
        const neighbourColumn = (column + columnStep + columns) % columns;
        visit(neighbourRow * columns + neighbourColumn);
      }
    }
  };
  for (let cell = 0; cell < cells; cell += 1) if (ocean[cell] === 1) visited[cell] = 1;
  for (let cell = 0; cell < cells; cell += 1) {
    if (ocean[cell] !== 1) continue;
    forEachNeighbour(cell, (neighbour) => {
      if (visited[neighbour] === 1) return;
      visited[neighbour] = 1;
      receiver[neighbour] = cell;
      push(neighbour, Math.max(0, elevation[neighbour] ?? 0));
    });
  }
  for (let bucket = 0; bucket < levels; bucket += 1) {
    while (head[bucket] !== -1) {
      const cell = head[bucket] ?? -1;
      head[bucket] = next[cell] ?? -1;
      if (head[bucket] === -1) tail[bucket] = -1;
      order[ordered] = cell;
      ordered += 1;
      const cellLevel = level[cell] ?? 0;
      forEachNeighbour(cell, (neighbour) => {
        if (visited[neighbour] === 1) return;
        visited[neighbour] = 1;
        receiver[neighbour] = cell;
        push(neighbour, Math.max(cellLevel, elevation[neighbour] ?? 0));
      });
    }
  }
  const area = new Float32Array(cells);
  const sideKilometres = kilometresPerDegree / cellsPerDegree;
  for (let index = 0; index < ordered; index += 1) {
    const cell = order[index] ?? 0;
    const latitude = -90 + (Math.floor(cell / columns) + 0.5) / cellsPerDegree;
    area[cell] = sideKilometres * sideKilometres * Math.cos((latitude * Math.PI) / 180);
  }
  for (let index = ordered - 1; index >= 0; index -= 1) {
    const cell = order[index] ?? 0;
    const downstream = receiver[cell] ?? -1;
    if (downstream >= 0 && ocean[downstream] !== 1)
      area[downstream] = (area[downstream] ?? 0) + (area[cell] ?? 0);
  }
  return { area, receiver };
}

/**
 * D8 flow-direction codes of the receivers (see flowDirectionSteps in @hazardscope/hazard-data):
 * 0 for an ocean cell, else 1 + the index of the step from the cell to its receiver.
 */
export function flowDirectionCodes(
  receiver: Int32Array,
  rows: number,
  columns: number,
): Uint8Array {
  const codes = new Uint8Array(receiver.length);
  for (let cell = 0; cell < receiver.length; cell += 1) {
    const downstream = receiver[cell] ?? -1;
    if (downstream < 0) continue;
    const row = Math.floor(cell / columns);
    const downstreamRow = Math.floor(downstream / columns);
    let columnStep = (downstream % columns) - (cell % columns);
    if (columnStep > 1) columnStep -= columns;
    if (columnStep < -1) columnStep += columns;
    const index = flowDirectionSteps.findIndex(
      (step) => step.rowStep === downstreamRow - row && step.columnStep === columnStep,
    );
    if (index < 0 || row < 0 || row >= rows)
      throw new Error(`cell ${cell} drains to a non-neighbour`);
    codes[cell] = index + 1;
  }
  return codes;
}

export function buildDrainageArea(paths: BuildPaths): ManifestEntry[] {
  const { area, receiver } = routeDrainage(
    readEtopoElevation(paths),
    oceanCells(paths),
    etopoRows,
    etopoColumns,
    etopoCellsPerDegree,
  );
  const codes = new Uint8Array(area.length);
  for (let cell = 0; cell < area.length; cell += 1) {
    const value = area[cell] ?? 0;
    codes[cell] =
      value < smallestStoredAreaSquareKilometres
        ? 0
        : Math.min(255, Math.round(drainageAreaCodesPerDecade * Math.log10(value)));
  }
  const areaEntry = writeDerivedFile(
    paths,
    {
      id: layerIds.drainageArea,
      name: 'Upstream catchment area derived from ETOPO5 (5′)',
      ...sources.etopo,
      transform: `Depressions filled and flow routed to the neighbour that reached each cell first (priority-flood, Barnes et al. 2014, seeded at 5′ cells mostly ocean in the 1.25′ GSHHG mask), cell areas accumulated downstream (as HydroSHEDS does at finer resolution, Lehner et al. 2008); stored as round(${drainageAreaCodesPerDecade}·log10(area km²)), 0 below ${smallestStoredAreaSquareKilometres} km².`,
      inputs: [etopoInput, maskInput],
      file: `${layerIds.drainageArea}.u8.gz`,
      layout: etopoByteGridLayout(
        'log10 upstream area code',
        `${drainageAreaCodesPerDecade}·log10(km²)`,
      ),
    },
    codes,
  );
  const directionEntry = writeDerivedFile(
    paths,
    {
      id: layerIds.flowDirection,
      name: 'D8 flow direction derived from ETOPO5 (5′)',
      ...sources.etopo,
      transform:
        'The receiver of each 5′ land cell in the same priority-flood routing as the upstream area (Barnes et al. 2014): 0 for an ocean cell, else 1 + the index of the step to the receiver in the order (−1,−1), (−1,0), (−1,+1), (0,−1), (0,+1), (+1,−1), (+1,0), (+1,+1) as (row south→north, column west→east). Used to follow a site downstream to its drainage for the height above the nearest drainage (HAND, Rennó et al. 2008).',
      inputs: [etopoInput, maskInput],
      file: `${layerIds.flowDirection}.u8.gz`,
      layout: etopoByteGridLayout('D8 flow direction code', 'code'),
    },
    flowDirectionCodes(receiver, etopoRows, etopoColumns),
  );
  return [areaEntry, directionEntry];
}

/**
 * The grid the derived drainage layers are stored on: the whole globe in the ETOPO5 cells (5′,
 * cell-registered), one byte a cell, 0 where a cell has no value.
 */
function etopoByteGridLayout(layerName: string, unit: string): GridLayout {
  return {
    kind: 'grid',
    valueType: 'uint8',
    rows: etopoRows,
    columns: etopoColumns,
    layers: 1,
    layerNames: [layerName],
    southDegrees: -90,
    westDegrees: -180,
    cellDegrees: 1 / etopoCellsPerDegree,
    registration: 'cell',
    missingValue: 0,
    unit,
  };
}

/**
 * Mean discharge against catchment area and annual precipitation, fitted at build time to the GRDC
 * station catalogue: log10 Q̄ = a + b·log10 A + c·log10 P over every station with an area, a mean
 * discharge and a Beyer et al. 2020 BIO12 precipitation at its 1° cell. Only the three coefficients
 * and the fit statistics are shipped; no station record is.
 */
export function buildDischargeRelation(paths: BuildPaths): ManifestEntry {
  const input = 'rivers/grdc_station_catalogue_2019.csv.gz';
  const climateAt = bioclimateAtCell(paths);
  const [header = '', ...lines] = readRawText(paths, input).split('\n');
  const names = header.split(',');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`GRDC catalogue has no column ${name}`);
    return index;
  };
  const [latitudeColumn, longitudeColumn, areaColumn, dischargeColumn] = [
    column('lat'),
    column('lon'),
    column('area_km2'),
    column('mean_discharge_m3s'),
  ];
  const rows: { x1: number; x2: number; y: number }[] = [];
  for (const line of lines) {
    // River and station names may hold quoted commas: read the numeric columns from the end.
    const fields = line.split(',');
    const fromEnd = (index: number) => Number(fields[fields.length - (names.length - index)]);
    const latitude = fromEnd(latitudeColumn);
    const longitude = fromEnd(longitudeColumn);
    const area = fromEnd(areaColumn);
    const discharge = fromEnd(dischargeColumn);
    if (!(area > 0 && discharge > 0) || !Number.isFinite(latitude)) continue;
    const precipitation = climateAt(latitude, longitude).annualPrecipitationMillimetres;
    if (!(precipitation > 0)) continue;
    rows.push({ x1: Math.log10(area), x2: Math.log10(precipitation), y: Math.log10(discharge) });
  }
  const fit = fitTwoPredictors(rows);
  return writeDerivedFile(
    paths,
    {
      id: layerIds.dischargeRelation,
      name: 'Mean river discharge against catchment area and precipitation (fitted to the GRDC catalogue)',
      source:
        'Global Runoff Data Centre (GRDC, BfG Koblenz) station catalogue 2019-08-29 (via ropensci/hddtools), with Beyer et al. 2020 BIO12 precipitation',
      licence:
        'Derived coefficients only; GRDC station metadata (acknowledgement requested); Beyer et al. 2020 CC BY 4.0',
      attribution:
        'Mean discharge relation fitted to the station catalogue of the Global Runoff Data Centre, 56068 Koblenz, Germany; precipitation from Beyer, Krapp & Manica (2020), CC BY 4.0.',
      transform: `Ordinary least squares of log10 mean discharge (m³/s) on log10 catchment area (km²) and log10 BIO12 annual precipitation (mm/yr) at the station's 1° cell over ${rows.length} stations; only the coefficients and fit statistics are kept.`,
      inputs: [input, bioclimateInput],
      file: `${layerIds.dischargeRelation}.json`,
      layout: { kind: 'json' },
    },
    stableJson({
      intercept: roundCoefficient(fit.coefficients[0]),
      areaExponent: roundCoefficient(fit.coefficients[1]),
      precipitationExponent: roundCoefficient(fit.coefficients[2]),
      residualStandardDeviationLog10: roundCoefficient(fit.residualStandardDeviation),
      coefficientOfDetermination: roundCoefficient(fit.coefficientOfDetermination),
      stations: rows.length,
    }),
  );
}
