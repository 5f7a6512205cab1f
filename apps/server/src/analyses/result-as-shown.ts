import type { AnalysisResult } from '@hazardscope/contracts';
import { sampleProfile } from '@hazardscope/engine';

/** What the sample profile shown in place of a result is made from: the place, asset, scenario and site. */
export interface SampleSource {
  geometry: AnalysisResult['geometry'];
  inputs: Pick<AnalysisResult['inputs'], 'asset' | 'scenario'>;
  site?: AnalysisResult['site'];
}

/**
 * The engine's sample profile for the asset of `source`. Where the site is and how high is not a
 * result, so the sample keeps the real site facts.
 */
export function sampleAsShown(source: SampleSource): AnalysisResult {
  const [longitude, latitude] = source.geometry.coordinates;
  return {
    ...sampleProfile({ latitude, longitude }, source.inputs.asset, source.inputs.scenario),
    site: source.site,
  };
}

/** The result as shown: the real one, or the engine's sample profile for the same asset. */
export function resultAsShown(analysis: AnalysisResult, real: boolean): AnalysisResult {
  return real ? analysis : sampleAsShown(analysis);
}
