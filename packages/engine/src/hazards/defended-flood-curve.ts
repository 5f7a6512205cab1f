import { standardExceedanceProbabilities, type ExceedanceCurve } from '../return-periods.ts';

export interface DefendedFloodInput {
  /** Water level (m, in the datum of the ground below) at each of `standardExceedanceProbabilities`. */
  readonly levelsMetres: readonly number[];
  /** The site's ground in the same datum (m). */
  readonly groundMetres: number;
  /** The level the defence holds (m); −∞ where the site is undefended. */
  readonly crestMetres: number;
  /**
   * Annual probability that the water reaches the crest this year: the exceedance probability of
   * the crest level on the same frequency curve as `levelsMetres` (0 when it never does).
   */
  readonly crestExceedanceProbability: number;
}

/**
 * The flood-depth exceedance curve of a site behind a defence. Water below the crest floods nothing
 * behind it; once the crest is reached the site floods by the full water level above its ground,
 * the defence overtopped or failed (the FLOPROS convention: Ward et al. 2013, Nat. Clim. Change
 * 3:1049; Scussolini et al. 2016, NHESS 16:1049). A site whose ground is at or above the crest is
 * flooded by the water above its ground alone, as if undefended.
 *
 * The depth jumps from 0 to (crest − ground) at the crest's own exceedance probability p*, so the
 * curve carries that step as two points at p* between the return periods around it. Read at the
 * return periods alone, the jump would sit on whichever return period first reaches the crest, and
 * a change of a few per cent in the flood levels (one year of warming) would move a whole
 * return-period interval of damage in or out of the expected value at once. With the step at p*,
 * the expected damage changes smoothly with the levels. Where p* is rarer than the last return
 * period, the step follows it and stands for every event rarer than p* (the trapezoid's tail,
 * p*·(crest − ground)); where it is more frequent than the first, every event counted overtops.
 */
export function defendedFloodCurve(input: DefendedFloodInput): ExceedanceCurve {
  const { levelsMetres, groundMetres, crestMetres, crestExceedanceProbability } = input;
  const depth = (levelMetres: number) => Math.max(0, levelMetres - groundMetres);
  const mostFrequent = standardExceedanceProbabilities[0] ?? 0;
  if (groundMetres >= crestMetres || crestExceedanceProbability >= mostFrequent) {
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: levelsMetres.map(depth),
    };
  }
  const crestDepth = depth(crestMetres);
  const exceedanceProbabilities: number[] = [];
  const intensities: number[] = [];
  let overtopped = false;
  const addStep = () => {
    exceedanceProbabilities.push(crestExceedanceProbability, crestExceedanceProbability);
    intensities.push(0, crestDepth);
    overtopped = true;
  };
  standardExceedanceProbabilities.forEach((probability, index) => {
    if (!overtopped && probability < crestExceedanceProbability) addStep();
    exceedanceProbabilities.push(probability);
    // Past the step every level is at or above the crest; the max keeps the curve non-decreasing
    // where the caller's p* and levels differ in the last digits.
    intensities.push(overtopped ? Math.max(crestDepth, depth(levelsMetres[index] ?? 0)) : 0);
  });
  if (!overtopped && crestExceedanceProbability > 0) addStep();
  return { exceedanceProbabilities, intensities };
}
