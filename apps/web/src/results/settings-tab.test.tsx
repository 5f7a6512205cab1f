import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archetypeReply, catalogue, getArchetype, materialsReply } from '@hazardscope/catalogue';
import { renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { storedResultOf } from '../customisation/stored-result-fixture.ts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { hasDefaultFieldValues, SettingsTab } from './settings-tab.tsx';

const simpleHouse = getArchetype('SH') ?? missing('the SH archetype');
const reply = archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']) ?? missing('SH');

const analysis = storedResultOf(simpleHouse);
const run: AnalysisRun = { runId: 'run-0', analysis, realResults: true, warnings: [], key: 'k' };

function renderTab(purchased: boolean, ownedByReader = true) {
  stubServer((_method, path) =>
    path === '/api/archetype'
      ? { status: 200, body: reply }
      : { status: 200, body: materialsReply(catalogue, true) },
  );
  const onRerun = vi.fn(async () => {});
  renderWithAccount(
    <SettingsTab
      run={run}
      runs={[run]}
      purchased={purchased}
      ownedByReader={ownedByReader}
      onRerun={onRerun}
      onSave={() => {}}
      onCancel={() => {}}
    />,
  );
  return onRerun;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsTab', { timeout: 15_000 }, () => {
  it('tells an unpurchased analysis that a report must be purchased to customise it', () => {
    renderTab(false);
    expect(screen.getByText(/Purchase a report to unlock customisation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Analysis' })).toBeNull();
  });

  it("tells a shared link's reader that only the owner can customise a purchased analysis", () => {
    renderTab(true, false);
    expect(screen.getByText('Customisation is for the owner of this analysis')).toBeTruthy();
    expect(screen.queryByText(/revisions? of this analysis left/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Analysis' })).toBeNull();
  });

  it("re-runs a purchased analysis with the changes from the archetype's defaults as revision 1", async () => {
    const onRerun = renderTab(true);
    const floorHeight = (await screen.findByLabelText(
      'Floor height above ground (m)',
    )) as HTMLInputElement;
    expect(floorHeight.value).toBe('0.3');
    fireEvent.change(floorHeight, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Analysis' }));
    await waitFor(() => expect(onRerun).toHaveBeenCalledTimes(1));
    expect(onRerun).toHaveBeenCalledWith({ fields: { heightAboveGround: 1.5 }, elements: {} }, 1);
  });

  it('re-runs on another emissions scenario chosen alone', { timeout: 60_000 }, async () => {
    const onRerun = renderTab(true);
    await screen.findByLabelText('Floor height above ground (m)');
    const scenario = screen.getByLabelText('Emissions scenario', {
      selector: 'select',
    }) as HTMLSelectElement;
    expect(scenario.value).toBe('ssp585');
    const update = screen.getByRole('button', { name: 'Update Analysis' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.change(scenario, { target: { value: 'ssp245' } });
    await waitFor(() => expect(update.disabled).toBe(false));
    fireEvent.click(update);
    await waitFor(() => expect(onRerun).toHaveBeenCalledTimes(1));
    expect(onRerun).toHaveBeenCalledWith(
      { fields: {}, elements: {}, climateScenario: 'ssp245' },
      1,
    );
  });
});

describe('hasDefaultFieldValues', () => {
  it('keeps the tab while the archetype loads and drops it for an archetype without fields', () => {
    expect(hasDefaultFieldValues(undefined)).toBe(true);
    expect(hasDefaultFieldValues(reply)).toBe(true);
    expect(hasDefaultFieldValues({ ...reply, fields: {} })).toBe(false);
  });
});

function missing(what: string): never {
  throw new Error(`the catalogue has no ${what}`);
}
