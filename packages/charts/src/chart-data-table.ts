import type { EChartsOption, SeriesOption, TooltipComponentOption } from 'echarts';

/**
 * The figures of a chart as a table, for readers who cannot see the chart (a screen reader reads a
 * table, not an SVG) and for anyone who wants the numbers. Read from the same ECharts option the
 * chart is drawn from, so the table can never disagree with the picture; each value is printed by
 * the chart's own tooltip formatter, so it carries the unit the tooltip shows.
 */
export interface ChartDataTable {
  caption: string;
  /** The heading of the row-label column ('Year', 'Hazard', 'Element'). */
  rowHeading: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/** A yearly chart's table keeps one row every this many years, plus the last year. */
export const dataTableYearStep = 10;

type ValueFormatter = (value: unknown) => string;

function firstOf<T>(value: T | T[] | undefined): T | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function formatterOf(option: EChartsOption): ValueFormatter {
  const tooltip = firstOf(option.tooltip) as TooltipComponentOption | undefined;
  const formatter = tooltip?.valueFormatter as
    ((value: unknown, index: number) => string) | undefined;
  return (value) => {
    if (value === null || value === undefined) return '–';
    return formatter ? formatter(value, 0) : String(value);
  };
}

function captionOf(option: EChartsOption): string {
  const title = firstOf(option.title);
  return [title?.text, title?.subtext].filter(Boolean).join(' — ');
}

/** The years a yearly table shows: the first, every `dataTableYearStep` years after it, and the last. */
export function dataTableYears(years: readonly number[]): number[] {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return [];
  return years.filter((year) => (year - first) % dataTableYearStep === 0 || year === last);
}

/** A bar's value: a number, or ECharts' `{ value }` item when the bar has its own style. */
function pointValue(point: unknown): unknown {
  return typeof point === 'object' && point !== null && 'value' in point
    ? (point as { value: unknown }).value
    : point;
}

/** The table of a chart drawn by this package: yearly lines, a pie, or bars by category. */
export function chartDataTable(option: EChartsOption): ChartDataTable {
  const caption = captionOf(option);
  const format = formatterOf(option);
  const series = (Array.isArray(option.series) ? option.series : [option.series]).filter(
    (entry): entry is SeriesOption => entry !== undefined,
  );
  const pie = series.find((entry) => entry.type === 'pie');
  if (pie) {
    const slices = (pie.data ?? []) as { name?: string; value?: unknown }[];
    return {
      caption,
      rowHeading: 'Hazard',
      columns: [String(pie.name ?? 'Value')],
      rows: slices.map((slice) => ({ label: slice.name ?? '', cells: [format(slice.value)] })),
    };
  }
  // Bars by category, on either axis: elements (vulnerability) or pathways (adaptation NPV).
  const yAxis = firstOf(option.yAxis);
  const xAxis = firstOf(option.xAxis);
  const categoryAxis =
    yAxis?.type === 'category' ? yAxis : xAxis?.type === 'category' ? xAxis : undefined;
  if (categoryAxis !== undefined && categoryAxis.type === 'category') {
    const categories = (categoryAxis.data ?? []) as unknown[];
    return {
      caption,
      rowHeading: categoryAxis === yAxis ? 'Element' : String(categoryAxis.name ?? 'Category'),
      columns: series.map((entry) => String(entry.name ?? '')),
      rows: categories.map((category, index) => ({
        label: String(category),
        cells: series.map((entry) =>
          format(pointValue((entry.data as unknown[] | undefined)?.[index])),
        ),
      })),
    };
  }
  // Yearly lines: each point is [year, value]; anything else is not a yearly point.
  const pointsBySeries = series.map(
    (entry) =>
      new Map(
        ((entry.data ?? []) as unknown[])
          .filter((point): point is [number, number | null] => Array.isArray(point))
          .map(([x, y]) => [x, y]),
      ),
  );
  const allYears = [...new Set(pointsBySeries.flatMap((points) => [...points.keys()]))].sort(
    (a, b) => a - b,
  );
  return {
    caption,
    rowHeading: 'Year',
    columns: series.map((entry) => String(entry.name ?? '')),
    rows: dataTableYears(allYears).map((year) => ({
      label: String(year),
      cells: pointsBySeries.map((points) => format(points.get(year))),
    })),
  };
}
