import { hazardKeys, type AnalysisResult } from '@hazardscope/contracts';
import { sampleProfile } from '@hazardscope/engine';

/**
 * What the sample profile shown in place of a result is made from: the place, asset, scenario and
 * site, and which hazards the real analysis could calculate there (its metadata).
 */
export interface SampleSource {
  geometry: AnalysisResult['geometry'];
  inputs: Pick<AnalysisResult['inputs'], 'asset' | 'scenario'>;
  site?: AnalysisResult['site'];
  metadata: AnalysisResult['metadata'];
}

/**
 * The engine's sample profile for the asset of `source`. Where the site is and how high is not a
 * result, so the sample keeps the real site facts. Nor is what the site's data cannot calculate: a
 * hazard the real analysis reports 'Not Calculated' is not calculated in the sample either, with
 * the same reason, so a blank is never shown as a zero, and the sample of an asset is the same in
 * the app and in the sample report.
 */
export function sampleAsShown(source: SampleSource): AnalysisResult {
  const [longitude, latitude] = source.geometry.coordinates;
  const notCalculated = hazardKeys.filter(
    (hazard) => source.metadata[hazard]?.no_calc_reason !== undefined,
  );
  const sample = sampleProfile({ latitude, longitude }, source.inputs.asset, {
    ...source.inputs.scenario,
    hazards: source.inputs.scenario.hazards.filter((hazard) => !notCalculated.includes(hazard)),
  });
  const metadata = { ...sample.metadata };
  for (const hazard of notCalculated) {
    const real = source.metadata[hazard];
    if (real?.no_calc_reason !== undefined)
      metadata[hazard] = { description: real.description, no_calc_reason: real.no_calc_reason };
  }
  return { ...sample, site: source.site, metadata };
}

/** The result as shown: the real one, or the engine's sample profile for the same asset. */
export function resultAsShown(analysis: AnalysisResult, real: boolean): AnalysisResult {
  return real ? analysis : sampleAsShown(analysis);
}
