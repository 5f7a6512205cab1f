import {
  hazardKeys,
  type EngineAsset,
  type HazardKey,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { hazardModelInput } from './hazard-model-input.ts';
import type { HazardAssessment, HazardDiagnostics } from './hazards/hazard-model.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import type { ExceedanceCurve } from './return-periods.ts';

/** One hazard at one site as its model assesses it, before any element vulnerability. */
export interface HazardIntensities {
  /** Why the hazard is not computed at this site; absent when it is. */
  readonly noCalcReason?: string;
  /** The intensity measure and its unit, e.g. 'flood depth above ground at the site (m)'. */
  readonly intensityMeasure: string;
  /** Calendar years, ascending; `curves[i]` is the annual exceedance curve of `years[i]`. */
  readonly years: readonly number[];
  /** Yearly annual exceedance curves of the intensity; empty when not computed. */
  readonly curves: readonly ExceedanceCurve[];
  /** Named site values the model reports as context (shown in the analysis metadata). */
  readonly contextItems: HazardAssessment['contextItems'];
  /** Numeric diagnostics the model reports (design levels, present-day rates); may be empty. */
  readonly diagnostics: HazardDiagnostics;
}

/**
 * Each hazard's yearly exceedance curves and diagnostics at a site for an asset's design — the same
 * assessments `analyseAsset` turns into VAR and failure probability — so the hazard intensities
 * behind a result can be compared with published values at real places. Pure.
 */
export function assessHazards(
  site: SiteHazardContext,
  asset: Pick<EngineAsset, 'design'>,
  scenarioInput: ScenarioInput = {},
): Record<HazardKey, HazardIntensities> {
  const input = hazardModelInput(site, asset.design, scenarioInput);
  const intensities = {} as Record<HazardKey, HazardIntensities>;
  for (const hazard of hazardKeys) {
    const assessment = hazardModels[hazard](input);
    intensities[hazard] = {
      ...(assessment.noCalcReason === undefined ? {} : { noCalcReason: assessment.noCalcReason }),
      intensityMeasure: assessment.intensityMeasure,
      years: input.years,
      curves: assessment.curves,
      contextItems: assessment.contextItems,
      diagnostics: assessment.diagnostics ?? {},
    };
  }
  return intensities;
}
