import type { ReactNode } from 'react';
import type { ChartInput } from '@hazardscope/charts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { BreakdownTab } from './breakdown-tab.tsx';
import { DetailTab } from './detail-tab.tsx';
import { RatingsTab } from './ratings-tab.tsx';
import { ValueAtRiskTab } from './value-at-risk-tab.tsx';
import { VulnerabilityTab } from './vulnerability-tab.tsx';

/** The result tabs that show the analysis itself, with their names, in the order they appear. */
export const analysisSectionLabels = {
  ratings: 'Ratings',
  detail: 'Detail',
  var: 'Value At Risk (VAR)',
  breakdown: 'Breakdown',
  vulnerability: 'Vulnerability',
} as const;
export type AnalysisSection = keyof typeof analysisSectionLabels;

/** The content of those tabs for a run: the result dialog shows them as tabs, the print view one after another. */
export function analysisSectionContent(
  run: AnalysisRun,
  chartInput: ChartInput,
): Record<AnalysisSection, ReactNode> {
  const { analysis } = run;
  const savedId = run.saved?.id;
  return {
    ratings: <RatingsTab analysis={analysis} chartInput={chartInput} />,
    detail: <DetailTab analysis={analysis} analysisId={savedId ?? run.runId} />,
    var: (
      <ValueAtRiskTab
        chartInput={chartInput}
        climateScenario={analysis.inputs.scenario.climateScenario}
        rangeSource={savedId === undefined ? { runId: run.runId } : { savedId }}
        realResults={run.realResults}
      />
    ),
    breakdown: <BreakdownTab analysis={analysis} chartInput={chartInput} />,
    vulnerability: <VulnerabilityTab chartInput={chartInput} />,
  };
}
