/** A window of a fine elevation grid around a site, row 0 north. */
export interface ElevationWindow {
  readonly rows: number;
  readonly columns: number;
  /** Heights (m), row by row; NaN for voids. */
  readonly heights: Float32Array;
  /** Pixel size (m), north–south and east–west. */
  readonly pixelNorthMetres: number;
  readonly pixelEastMetres: number;
  /** 1 where a mapped river channel is burned in. */
  readonly channel: Uint8Array;
  readonly siteRow: number;
  readonly siteColumn: number;
}

export interface HeightAboveDrainage {
  groundMetres: number;
  heightAboveDrainageMetres: number;
  drainageLevelMetres: number;
  drainageDistanceKilometres: number;
  /** False when the site's flow path left the window before reaching a channel. */
  reachedChannel: boolean;
}

/**
 * Radius (pixels) within which a burned channel cell takes the lowest ground as its level: the
 * mapped line may run up to its position error beside the true channel, the valley floor's lowest
 * ground is the channel's level (~300 m at 30 m pixels).
 */
const channelLevelSearchPixels = 10;

/**
 * Height above the nearest drainage (HAND; Rennó et al. 2008, Remote Sens. Environ. 112:3469; Nobre
 * et al. 2011, J. Hydrol. 404:13) on a fine grid. Flow is routed by priority-flood (Barnes, Lehman &
 * Mulla 2014, Comput. Geosci. 62:117): seeded at the window's edge and at the mapped channel's
 * cells, burned in as outlets (Lindsay 2016, Hydrol. Process. 30:846), each cell drains to the
 * neighbour it was reached from, depressions filled on the way. The site's path is followed to the
 * channel; HAND is the site's ground above that channel cell's level (the lowest ground within
 * `channelLevelSearchPixels` of it). Where the path leaves the window first, the lowest channel
 * level of the window is taken (a lower bound of the height), or, with no channel in the window, the
 * ground where the path leaves it.
 */
export function heightAboveDrainage(window: ElevationWindow): HeightAboveDrainage {
  const { rows, columns, heights, channel } = window;
  const cells = rows * columns;
  const level = (index: number) => {
    const value = heights[index] ?? Number.NaN;
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  const receiver = new Int32Array(cells).fill(-2);
  const filled = new Float64Array(cells);
  // Binary heap of [filled level, cell].
  const heap: [number, number][] = [];
  const push = (entry: [number, number]) => {
    heap.push(entry);
    let child = heap.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      const a = heap[parent]!;
      const b = heap[child]!;
      if (a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])) break;
      heap[parent] = b;
      heap[child] = a;
      child = parent;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let parent = 0;
      for (;;) {
        const left = 2 * parent + 1;
        const right = left + 1;
        let smallest = parent;
        for (const child of [left, right]) {
          const a = heap[child];
          const b = heap[smallest]!;
          if (a !== undefined && (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]))) smallest = child;
        }
        if (smallest === parent) break;
        const swap = heap[parent]!;
        heap[parent] = heap[smallest]!;
        heap[smallest] = swap;
        parent = smallest;
      }
    }
    return top;
  };
  for (let index = 0; index < cells; index += 1) {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const edge = row === 0 || column === 0 || row === rows - 1 || column === columns - 1;
    if (channel[index] === 1 || edge) {
      receiver[index] = -1;
      filled[index] = level(index);
      push([filled[index]!, index]);
    }
  }
  while (heap.length > 0) {
    const [cellLevel, index] = pop();
    const row = Math.floor(index / columns);
    const column = index % columns;
    for (let rowStep = -1; rowStep <= 1; rowStep += 1)
      for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
        const nextRow = row + rowStep;
        const nextColumn = column + columnStep;
        if (nextRow < 0 || nextColumn < 0 || nextRow >= rows || nextColumn >= columns) continue;
        const next = nextRow * columns + nextColumn;
        if (receiver[next] !== -2) continue;
        receiver[next] = index;
        filled[next] = Math.max(cellLevel, level(next));
        push([filled[next]!, next]);
      }
  }
  const site = window.siteRow * columns + window.siteColumn;
  const groundMetres = heights[site] ?? Number.NaN;
  let cell = site;
  for (let step = 0; step < cells && receiver[cell]! >= 0 && channel[cell] !== 1; step += 1)
    cell = receiver[cell]!;
  const channelLevel = (index: number) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    let lowest = level(index);
    for (
      let r = Math.max(0, row - channelLevelSearchPixels);
      r <= Math.min(rows - 1, row + channelLevelSearchPixels);
      r += 1
    )
      for (
        let c = Math.max(0, column - channelLevelSearchPixels);
        c <= Math.min(columns - 1, column + channelLevelSearchPixels);
        c += 1
      )
        lowest = Math.min(lowest, level(r * columns + c));
    return lowest;
  };
  const reachedChannel = channel[cell] === 1;
  let drainage = cell;
  if (!reachedChannel) {
    let lowest = Number.POSITIVE_INFINITY;
    for (let index = 0; index < cells; index += 1)
      if (channel[index] === 1 && level(index) < lowest) {
        lowest = level(index);
        drainage = index;
      }
  }
  const drainageLevelMetres = channel[drainage] === 1 ? channelLevel(drainage) : level(drainage);
  const rowsApart = Math.floor(drainage / columns) - window.siteRow;
  const columnsApart = (drainage % columns) - window.siteColumn;
  return {
    groundMetres,
    heightAboveDrainageMetres: Math.max(0, groundMetres - drainageLevelMetres),
    drainageLevelMetres,
    drainageDistanceKilometres:
      Math.hypot(rowsApart * window.pixelNorthMetres, columnsApart * window.pixelEastMetres) / 1000,
    reachedChannel,
  };
}
