import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RatingPie } from '@hazardscope/charts';
import { formatPercent } from '@hazardscope/contracts';
import { PieChart } from './pie-chart.tsx';

const pie: RatingPie = {
  title: 'Risk by hazard, 2050',
  subtitle: 'VAR 0.40 % · Rating B (Moderate)',
  seriesName: 'VAR 2050',
  slices: [
    { name: 'Riverine Flooding', value: 0.002, colour: '#332288' },
    { name: 'Extreme Heat', value: 0.001, colour: '#CC6677' },
    { name: 'Extreme Wind', value: 0.001, colour: '#44AA99' },
  ],
  labelled: true,
  sample: false,
};

function renderPie(shown: RatingPie = pie) {
  render(
    <MantineProvider>
      <PieChart
        pie={shown}
        plotHeightPx={220}
        label="Risk by hazard in 2050"
        formatValue={formatPercent}
      />
    </MantineProvider>,
  );
  const image = screen.getByRole('img', { name: 'Risk by hazard in 2050' });
  const slices = () => image.querySelectorAll('path[fill]:not([fill="none"])');
  const labels = () => [...image.querySelectorAll('text')].map((text) => text.textContent);
  return { image, slices, labels };
}

describe('PieChart', () => {
  it('shows the title, the subtitle, a slice per hazard and each share', () => {
    const { slices, labels } = renderPie();
    expect(screen.getByText('Risk by hazard, 2050')).toBeTruthy();
    expect(screen.getByText('VAR 0.40 % · Rating B (Moderate)')).toBeTruthy();
    expect(slices()).toHaveLength(3);
    expect(labels()).toEqual(['50%', '25%', '25%']);
  });

  it('switches a slice off and on from the legend, sharing the pie among the rest', () => {
    const { slices, labels } = renderPie();
    const legend = screen.getByRole('group', { name: 'Legend: Risk by hazard, 2050' });
    const heat = within(legend).getByRole('button', { name: 'Extreme Heat' });
    expect(heat.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heat);
    expect(heat.getAttribute('aria-pressed')).toBe('false');
    expect(slices()).toHaveLength(2);
    expect(labels()).toEqual(['67%', '33%']);
    fireEvent.click(heat);
    expect(slices()).toHaveLength(3);
  });

  it('gives the hovered slice’s value in a tooltip', () => {
    const { slices } = renderPie();
    const first = slices()[0];
    if (!first) throw new Error('no slice');
    fireEvent.pointerMove(first, { clientX: 10, clientY: 10 });
    expect(screen.getByText('VAR 2050')).toBeTruthy();
    expect(screen.getByText('0.20 %')).toBeTruthy();
    fireEvent.pointerLeave(first.closest('svg') as SVGSVGElement);
    expect(screen.queryByText('VAR 2050')).toBeNull();
  });

  it('marks sample results with the watermark', () => {
    renderPie({ ...pie, sample: true });
    expect(screen.getByText('SAMPLE ONLY')).toBeTruthy();
  });
});
