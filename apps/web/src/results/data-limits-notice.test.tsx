import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartInput } from '@hazardscope/charts';
import { DataLimitsNotice } from './data-limits-notice.tsx';

const floodplain = "The grid cannot tell whether the site lies on the river's floodplain.";

function renderNotice(dataLimited: ChartInput['dataLimited']) {
  return render(
    <MantineProvider>
      <DataLimitsNotice chartInput={{ dataLimited } as ChartInput} />
    </MantineProvider>,
  );
}

describe('the data-limits notice beside the rating', () => {
  it('names each hazard the data cannot see, with its reason', () => {
    renderNotice({ flood_riverine: floodplain, forest_fire: 'The urban map can miss parks.' });
    expect(screen.getByText('What the embedded data cannot see at this site')).toBeTruthy();
    expect(
      screen.getByText(/may understate or overstate the risk of Riverine Flooding, Forest Fire/),
    ).toBeTruthy();
    expect(screen.getByText(floodplain)).toBeTruthy();
  });

  it('shows nothing where the data resolve every hazard', () => {
    renderNotice({});
    expect(screen.queryByText('What the embedded data cannot see at this site')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
