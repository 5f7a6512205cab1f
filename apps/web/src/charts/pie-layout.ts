/**
 * The geometry of a ring-shaped pie drawn as plain SVG, centred on (0, 0): each slice's outline, and
 * each labelled slice's share with its two-segment leader line, laid out as ECharts lays out a pie
 * (first slice from twelve o'clock, clockwise; labels outside the ring, to the right of the right
 * half and to the left of the left half, pushed apart where they would overlap).
 */

export interface PieLayoutOptions {
  readonly outerRadiusPx: number;
  readonly innerRadiusPx: number;
  /** Whether slices carry their share (false for a placeholder ring). */
  readonly labelled: boolean;
  /** Slices narrower than this (degrees) carry no label. */
  readonly minimumLabelledAngleDegrees: number;
  /** The leader line: out from the ring, then sideways (px). */
  readonly leaderOutPx: number;
  readonly leaderSidewaysPx: number;
  /** Between the leader's end and its text (px). */
  readonly textGapPx: number;
  /** The least distance between the middles of two labels on the same side (px). */
  readonly labelSpacingPx: number;
}

export interface PieSliceLabel {
  /** The leader line's three points: on the ring, its elbow, its end. */
  readonly leader: readonly [PiePoint, PiePoint, PiePoint];
  /** Where the text starts (right half) or ends (left half), at its vertical middle. */
  readonly text: PiePoint;
  readonly anchor: 'start' | 'end';
}

export interface PiePoint {
  readonly x: number;
  readonly y: number;
}

export interface PieSliceShape {
  /** The slice's index in the values given. */
  readonly index: number;
  /** Its share of the values drawn (0–100). */
  readonly sharePercent: number;
  readonly startAngleRadians: number;
  readonly endAngleRadians: number;
  readonly label?: PieSliceLabel;
}

/** A point at `radius` from the centre, `angle` radians clockwise from twelve o'clock. */
export function piePoint(angleRadians: number, radiusPx: number): PiePoint {
  return { x: radiusPx * Math.sin(angleRadians), y: -radiusPx * Math.cos(angleRadians) };
}

/** Whether a slice's middle is in the right half; straight up or down counts as right. */
function isOnRightHalf(angleRadians: number): boolean {
  return Math.sin(angleRadians) > -1e-9;
}

function coordinates(point: PiePoint): string {
  return `${round(point.x)} ${round(point.y)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The SVG path of a ring segment between two angles (radians, clockwise from twelve o'clock); a
 * whole turn is drawn as two halves, since an arc cannot end where it starts.
 */
export function ringSegmentPath(
  startAngleRadians: number,
  endAngleRadians: number,
  outerRadiusPx: number,
  innerRadiusPx: number,
): string {
  const sweep = endAngleRadians - startAngleRadians;
  if (sweep >= 2 * Math.PI - 1e-6) {
    const half = startAngleRadians + Math.PI;
    return `${ringSegmentPath(startAngleRadians, half, outerRadiusPx, innerRadiusPx)}${ringSegmentPath(half, startAngleRadians + 2 * Math.PI, outerRadiusPx, innerRadiusPx)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M${coordinates(piePoint(startAngleRadians, outerRadiusPx))}`,
    `A${outerRadiusPx} ${outerRadiusPx} 0 ${large} 1 ${coordinates(piePoint(endAngleRadians, outerRadiusPx))}`,
    `L${coordinates(piePoint(endAngleRadians, innerRadiusPx))}`,
    `A${innerRadiusPx} ${innerRadiusPx} 0 ${large} 0 ${coordinates(piePoint(startAngleRadians, innerRadiusPx))}`,
    'Z',
  ].join('');
}

/**
 * The slices of `values` that are drawn (not in `hiddenIndexes`, above zero), with their angles,
 * shares and labels.
 */
export function layOutPie(
  values: readonly number[],
  hiddenIndexes: ReadonlySet<number>,
  options: PieLayoutOptions,
): PieSliceShape[] {
  const drawn = values
    .map((value, index) => ({ value, index }))
    .filter((entry) => !hiddenIndexes.has(entry.index) && entry.value > 0);
  const total = drawn.reduce((sum, entry) => sum + entry.value, 0);
  if (total <= 0) return [];
  const minimumLabelledAngleRadians = (options.minimumLabelledAngleDegrees * Math.PI) / 180;
  let angle = 0;
  const shapes = drawn.map((entry) => {
    const sweep = (entry.value / total) * 2 * Math.PI;
    const startAngleRadians = angle;
    angle += sweep;
    return {
      index: entry.index,
      sharePercent: (entry.value / total) * 100,
      startAngleRadians,
      endAngleRadians: angle,
      middleAngleRadians: startAngleRadians + sweep / 2,
      labelled: options.labelled && sweep >= minimumLabelledAngleRadians,
    };
  });
  const labels = new Map<number, PieSliceLabel>();
  for (const right of [true, false]) {
    const side = shapes
      .filter((shape) => shape.labelled && isOnRightHalf(shape.middleAngleRadians) === right)
      .map((shape) => ({
        shape,
        ring: piePoint(shape.middleAngleRadians, options.outerRadiusPx),
        elbow: piePoint(shape.middleAngleRadians, options.outerRadiusPx + options.leaderOutPx),
      }))
      .sort((first, second) => first.elbow.y - second.elbow.y);
    // Top to bottom, each label at least the spacing below the one above it.
    let previousY = -Infinity;
    for (const entry of side) {
      const y = Math.max(entry.elbow.y, previousY + options.labelSpacingPx);
      previousY = y;
      const direction = right ? 1 : -1;
      const elbow = { x: entry.elbow.x, y };
      const end = { x: elbow.x + direction * options.leaderSidewaysPx, y };
      labels.set(entry.shape.index, {
        leader: [entry.ring, elbow, end],
        text: { x: end.x + direction * options.textGapPx, y },
        anchor: right ? 'start' : 'end',
      });
    }
  }
  return shapes.map(({ index, sharePercent, startAngleRadians, endAngleRadians }) => {
    const label = labels.get(index);
    return label === undefined
      ? { index, sharePercent, startAngleRadians, endAngleRadians }
      : { index, sharePercent, startAngleRadians, endAngleRadians, label };
  });
}

/**
 * Where a tooltip goes across a chart `widthPx` wide, for a pointer at `pointerXPx` from its left:
 * its left edge at the pointer, moved back by the same share of its own width as the pointer's
 * share of the chart's (a CSS translation in %, so the tooltip need not be measured). Its edges are
 * then pointer − share × tooltip width and pointer + (1 − share) × tooltip width: inside the chart
 * whenever the tooltip is narrower than the chart, wherever the pointer is.
 */
export function pieTooltipPosition(
  pointerXPx: number,
  widthPx: number,
): { leftPx: number; shiftPercent: number } {
  const leftPx = Math.min(Math.max(pointerXPx, 0), widthPx);
  return { leftPx, shiftPercent: widthPx > 0 ? (leftPx / widthPx) * 100 : 0 };
}
