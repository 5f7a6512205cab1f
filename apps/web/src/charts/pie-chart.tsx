import { Box } from '@mantine/core';
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  chartTitleStyle,
  pieMinimumLabelledAngleDegrees,
  pieShareLabel,
  sampleWatermarkStyle,
  type RatingPie,
} from '@hazardscope/charts';
import { fontFamily, mutedTextColour, textColour } from '@hazardscope/contracts';
import {
  layOutPie,
  pieTooltipPosition,
  ringSegmentPath,
  type PieSliceShape,
} from './pie-layout.ts';

/** The ring's outer radius leaves room for the labels outside it (px, from the plot height). */
const labelRoomPx = 28;
/** A hovered slice grows outwards by this much (px). */
const hoverGrowthPx = 5;
/** Half the width the ring and its labels take (px): the widest label is '100%'. */
const halfPlotWidthPx = 130;
/** The ring's colour when every slice is switched off in the legend. */
const emptyRingColour = '#D3D3D3';
const legendTextColour = '#54555a';
const labelTextColour = '#333333';
const tooltipTextColour = '#6d6e73';

export interface PieChartProps {
  pie: RatingPie;
  /** Height of the ring's plot; the title above and the legend below add what they need. */
  plotHeightPx: number;
  /** What the chart shows, for screen readers. */
  label: string;
  /** A slice's value as the tooltip gives it. */
  formatValue(value: number): string;
}

interface Hover {
  index: number;
  /** The pointer, from the chart's top left (px). */
  xPx: number;
  yPx: number;
  widthPx: number;
}

/**
 * A ring-shaped pie drawn by React as plain SVG: the title and subtitle, each slice's share, a
 * legend whose items switch slices off and on, the value in a tooltip under the pointer, and the
 * sample watermark. It looks as ECharts drew it, without ECharts: the result dialog opens on three
 * of these, and ECharts drew each in one go (options, layout, SVG), a task of 100–250 ms each under
 * Lighthouse's 4× CPU slowdown, where React renders these in slices with the rest of the tab.
 */
export function PieChart(props: PieChartProps) {
  const { pie, plotHeightPx } = props;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [hover, setHover] = useState<Hover | undefined>();
  const boxRef = useRef<HTMLDivElement>(null);
  const outerRadiusPx = Math.max(20, plotHeightPx / 2 - labelRoomPx);
  const innerRadiusPx = Math.round(outerRadiusPx * 0.58);
  const shapes = useMemo(
    () =>
      layOutPie(
        pie.slices.map((slice) => slice.value),
        hidden,
        {
          outerRadiusPx,
          innerRadiusPx,
          labelled: pie.labelled,
          minimumLabelledAngleDegrees: pieMinimumLabelledAngleDegrees,
          leaderOutPx: 6,
          leaderSidewaysPx: 6,
          textGapPx: 5,
          labelSpacingPx: 14,
        },
      ),
    [pie, hidden, outerRadiusPx, innerRadiusPx],
  );
  const hoverAt = (index: number) => (event: PointerEvent) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box) return;
    setHover({
      index,
      xPx: event.clientX - box.left,
      yPx: event.clientY - box.top,
      widthPx: box.width,
    });
  };
  const toggle = (index: number) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const hoveredSlice = hover === undefined ? undefined : pie.slices[hover.index];
  const tooltipPosition =
    hover === undefined ? undefined : pieTooltipPosition(hover.xPx, hover.widthPx);
  const slicePath = (shape: PieSliceShape) =>
    ringSegmentPath(
      shape.startAngleRadians,
      shape.endAngleRadians,
      outerRadiusPx + (hover?.index === shape.index ? hoverGrowthPx : 0),
      innerRadiusPx,
    );
  return (
    <Box ref={boxRef} pos="relative" style={{ fontFamily }}>
      <Box px={5} pt={5}>
        <Box
          style={{
            fontSize: chartTitleStyle.titleFontSizePx,
            fontWeight: chartTitleStyle.titleFontWeight,
            lineHeight: '20px',
            color: textColour,
          }}
        >
          {pie.title}
        </Box>
        <Box
          mt={10}
          style={{
            fontSize: chartTitleStyle.subtitleFontSizePx,
            lineHeight: '16px',
            color: mutedTextColour,
          }}
        >
          {pie.subtitle}
        </Box>
      </Box>
      <div role="img" aria-label={props.label} data-chart style={{ marginTop: 13 }}>
        <svg
          width={2 * halfPlotWidthPx}
          height={plotHeightPx}
          viewBox={`${-halfPlotWidthPx} ${-plotHeightPx / 2} ${2 * halfPlotWidthPx} ${plotHeightPx}`}
          style={{ display: 'block', margin: '0 auto', overflow: 'visible' }}
          onPointerLeave={() => setHover(undefined)}
        >
          {shapes.map(
            (shape) =>
              shape.label && (
                <path
                  key={`leader-${shape.index}`}
                  d={`M${shape.label.leader.map((point) => `${point.x} ${point.y}`).join('L')}`}
                  fill="none"
                  stroke={pie.slices[shape.index]?.colour}
                />
              ),
          )}
          {shapes.length === 0 ? (
            <path
              d={ringSegmentPath(0, 2 * Math.PI, outerRadiusPx, innerRadiusPx)}
              fill={emptyRingColour}
            />
          ) : (
            shapes.map((shape) => (
              <path
                key={`slice-${shape.index}`}
                d={slicePath(shape)}
                fill={pie.slices[shape.index]?.colour}
                onPointerMove={hoverAt(shape.index)}
              />
            ))
          )}
          {shapes.map(
            (shape) =>
              shape.label && (
                <text
                  key={`label-${shape.index}`}
                  x={shape.label.text.x}
                  y={shape.label.text.y}
                  textAnchor={shape.label.anchor}
                  dominantBaseline="central"
                  fontSize={11}
                  fill={labelTextColour}
                  stroke="#FFFFFF"
                  strokeWidth={2}
                  paintOrder="stroke"
                >
                  {pieShareLabel(shape.sharePercent)}
                </text>
              ),
          )}
        </svg>
      </div>
      <Box
        role="group"
        aria-label={`Legend: ${pie.title}`}
        mt={26}
        p={5}
        style={{ display: 'flex', flexWrap: 'wrap', columnGap: 10, rowGap: 8 }}
      >
        {pie.slices.map((slice, index) => {
          const shown = !hidden.has(index);
          return (
            <button
              key={slice.name}
              type="button"
              aria-pressed={shown}
              onClick={() => toggle(index)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 5,
                padding: 0,
                border: 0,
                background: 'none',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: 11,
                lineHeight: '10px',
                color: shown ? legendTextColour : mutedTextColour,
                textDecoration: shown ? undefined : 'line-through',
              }}
            >
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  boxSizing: 'border-box',
                  background: shown ? slice.colour : undefined,
                  border: shown ? undefined : `1px solid ${mutedTextColour}`,
                }}
              />
              {slice.name}
            </button>
          );
        })}
      </Box>
      {pie.sample && (
        <svg
          aria-hidden
          width="100%"
          height="100%"
          style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'visible' }}
        >
          <text
            x="50%"
            y="50%"
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={sampleWatermarkStyle.fontSizePx}
            fontWeight={sampleWatermarkStyle.fontWeight}
            fill={sampleWatermarkStyle.fill}
            style={{
              transformBox: 'fill-box',
              transformOrigin: 'center',
              transform: `rotate(${-sampleWatermarkStyle.rotationRadians}rad)`,
            }}
          >
            {sampleWatermarkStyle.text}
          </text>
        </svg>
      )}
      {hover !== undefined && hoveredSlice !== undefined && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: hover.yPx + 20,
            // Under the pointer, shifted so that it stays inside the card (pieTooltipPosition).
            left: tooltipPosition?.leftPx,
            transform: `translateX(-${tooltipPosition?.shiftPercent ?? 0}%)`,
            zIndex: 1,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            background: '#FFFFFF',
            border: `1px solid ${hoveredSlice.colour}`,
            borderRadius: 4,
            boxShadow: 'rgba(0, 0, 0, 0.2) 1px 2px 10px',
            padding: 10,
            fontSize: 14,
            lineHeight: 1,
            color: tooltipTextColour,
          }}
        >
          <div>{pie.seriesName}</div>
          <div style={{ marginTop: 10, display: 'flex', alignItems: 'center' }}>
            <span
              style={{
                width: 10,
                height: 10,
                borderRadius: 5,
                marginRight: 6,
                background: hoveredSlice.colour,
              }}
            />
            {hoveredSlice.name}
            <span style={{ marginLeft: 20, fontWeight: 900 }}>
              {props.formatValue(hoveredSlice.value)}
            </span>
          </div>
        </div>
      )}
    </Box>
  );
}
