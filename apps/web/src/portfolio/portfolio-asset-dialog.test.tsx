import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archetypeReply, catalogue } from '@hazardscope/catalogue';
import {
  analysisResultSchema,
  hazardKeys,
  type HazardKey,
  type PortfolioAsset,
  type RiskReply,
} from '@hazardscope/contracts';
import {
  accountReply,
  renderWithAccount,
  stubServer,
  type RecordedReply,
} from '../account/render-with-account.tsx';
import { savedAnalysisReply } from '../results/saved-analysis-fixture.ts';
import { portfolioAssetFixture } from '../test-support/portfolio-asset-fixture.ts';
import { PortfolioAssetDialog } from './portfolio-asset-dialog.tsx';

const portfolioId = '5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d';
const runId = '0b9f2c3e-7777-4b55-9a2e-2f1d3c4b5a69';
const analysisPath = `/api/portfolios/${portfolioId}/assets/3/analysis`;

const asset = portfolioAssetFixture(3, { id: 'SYD-1' });

/** The server's answer for the asset: a Simple House in Sydney, real results. */
function assetRunReply(): RiskReply {
  const saved = savedAnalysisReply(runId, true);
  return {
    response: {
      _id: runId,
      warnings: [],
      realResults: true,
      analysis: analysisResultSchema.parse(saved),
    },
  };
}

function serve(answer: (method: string, path: string) => RecordedReply | undefined) {
  return stubServer(
    (method, path) =>
      answer(method, path) ??
      (path === '/api/archetype'
        ? {
            status: 200,
            body: archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']),
          }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Not found.' } }),
  );
}

function renderDialog(shown: PortfolioAsset, onClose: () => void = () => {}) {
  renderWithAccount(
    <PortfolioAssetDialog
      portfolioId={portfolioId}
      asset={shown}
      currency="USD"
      onClose={onClose}
    />,
    { loggedIn: accountReply() },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The result dialog is a lazy chunk: its first import takes seconds on a busy machine, so the waits
// for it are long (they end as soon as it appears).
const slowWait = { timeout: 20_000 };

describe('PortfolioAssetDialog', { timeout: 90_000 }, () => {
  it('opens an analysed asset in the result dialog of a single analysis, with real results and their scenario range', async () => {
    const calls = serve((method, path) => {
      if (method === 'GET' && path === analysisPath) return { status: 200, body: assetRunReply() };
      return undefined;
    });
    renderDialog(asset);
    // The portfolio's figures while the full results load.
    expect(screen.getByRole('dialog', { name: 'Asset SYD-1' })).toBeTruthy();
    expect(screen.getByText('Opening the full results of this asset…')).toBeTruthy();

    const dialog = await screen.findByRole('dialog', { name: 'Analysis Result' }, slowWait);
    expect(screen.queryByRole('dialog', { name: 'Asset SYD-1' })).toBeNull();
    expect(within(dialog).queryByText(/sample/i)).toBeNull();
    fireEvent.click(
      await within(dialog).findByRole('tab', { name: 'Value At Risk (VAR)' }, slowWait),
    );
    await waitFor(
      () => expect(calls.map((call) => call.url)).toContain(`/api/risk/${runId}/scenario-range`),
      slowWait,
    );
    expect(calls.filter((call) => call.url === analysisPath)).toHaveLength(1);
  });

  it("re-runs the asset from the Settings tab as a revision of the asset's run", async () => {
    const revisionId = '0b9f2c3e-8888-4b55-9a2e-2f1d3c4b5a69';
    const calls = serve((method, path) => {
      if (method === 'GET' && path === analysisPath) return { status: 200, body: assetRunReply() };
      if (method === 'POST' && path === '/api/risk') {
        const reply = assetRunReply();
        return { status: 200, body: { response: { ...reply.response, _id: revisionId } } };
      }
      return undefined;
    });
    renderDialog(asset);
    const dialog = await screen.findByRole('dialog', { name: 'Analysis Result' }, slowWait);
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Settings' }, slowWait));
    const floorHeight = await within(dialog).findByLabelText(
      'Floor height above ground (m)',
      {},
      slowWait,
    );
    fireEvent.change(floorHeight, { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Analysis' }));
    await waitFor(
      () =>
        expect(calls.some((call) => call.method === 'POST' && call.url === '/api/risk')).toBe(true),
      slowWait,
    );
    const rerun = calls.find((call) => call.method === 'POST' && call.url === '/api/risk');
    expect(rerun?.body).toMatchObject({
      revisionOfRun: runId,
      asset: { fields: { heightAboveGround: 2.5 } },
    });
    expect(rerun?.body).not.toHaveProperty('revisionOf');
  });

  it('keeps a short dialog with the reason for an asset that could not be analysed', () => {
    const calls = serve(() => undefined);
    renderDialog({
      ...asset,
      status: 'failed',
      currentRating: null,
      endOfLifeRating: null,
      totalValueAtRisk: null,
      failureReason: 'The point lies in the sea.',
    });
    const dialog = screen.getByRole('dialog', { name: 'Asset SYD-1' });
    expect(within(dialog).getByText('The point lies in the sea.')).toBeTruthy();
    expect(calls.some((call) => call.url === analysisPath)).toBe(false);
  });

  it("shows the portfolio's figures and the server's reason when the full results cannot be opened", async () => {
    serve((method, path) =>
      path === analysisPath
        ? {
            status: 403,
            body: { error: 'FORBIDDEN', message: 'Pay for the portfolio to see its results.' },
          }
        : undefined,
    );
    const onClose = vi.fn();
    const perHazard = Object.fromEntries(hazardKeys.map((hazard) => [hazard, 0])) as Record<
      HazardKey,
      number
    >;
    renderDialog(
      {
        ...asset,
        hazardValueAtRisk: { year2050: perHazard, year2100: perHazard },
        notCalculatedHazards: ['inundation'],
      },
      onClose,
    );
    const dialog = screen.getByRole('dialog', { name: 'Asset SYD-1' });
    expect(
      await within(dialog).findByText('Pay for the portfolio to see its results.', {}, slowWait),
    ).toBeTruthy();
    expect(within(dialog).getByText('Rating at end of life')).toBeTruthy();
    // A hazard not calculated at the site reads so, not 0 %.
    const byHazard = within(dialog).getByRole('table', { name: 'Value At Risk by hazard' });
    const coastal = within(byHazard).getByText('Coastal Inundation').closest('tr');
    expect(coastal?.textContent).toContain('Not Calculated');
    expect(coastal?.textContent).not.toContain('%');
    const heat = within(byHazard).getByText('Extreme Heat').closest('tr');
    expect(heat?.textContent).toContain('%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
