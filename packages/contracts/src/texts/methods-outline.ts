import { ratingThresholds } from '../rating.ts';
import { exceedanceReturnPeriodsYears } from './hazard-methods.ts';

/**
 * The prose of 'Scientific Methods - Outline' (/info/methods) and of the PDF report's Methods
 * section, as plain blocks so the web page and the report print one copy of each text. The method
 * itself is packages/engine/METHODS.md; per-hazard texts are in hazard-methods.ts.
 */
export type MethodsBlock =
  | { kind: 'paragraph'; text: string }
  /** A formula printed in a monospaced block. */
  | { kind: 'formula'; text: string }
  /** A list whose items may open with a bold run-in label ('Asset archetype.'). */
  | { kind: 'list'; items: readonly { label?: string; text: string }[] };

export interface MethodsSection {
  title: string;
  blocks: readonly MethodsBlock[];
}

/** VAR% as the methods texts write it: 0.002 → '0.2 %'. */
function percentOf(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(2))} %`;
}

export const moderateRatingPercentText = percentOf(
  ratingThresholds.moderateFromValueAtRiskFraction,
);
export const highRatingPercentText = percentOf(ratingThresholds.highFromValueAtRiskFraction);

export const stressTestSection: MethodsSection = {
  title: 'A stress test, not a forecast',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Each analysis asks how an asset of a given type, at a given place, would fare if emissions followed the high RCP8.5 / SSP5-8.5 path. The scenario is used as a stress test: it shows how large the risk could become and when it starts to matter, so that assets and designs can be compared consistently. It is not a statement of the most likely future.',
    },
    {
      kind: 'paragraph',
      text: 'The result for each year is a statistical expectation for that year’s climate — the long-run average over many possible years — not a prediction of the weather in that year.',
    },
  ],
};

export const hazardExposureVulnerabilitySection: MethodsSection = {
  title: 'Hazard, exposure and vulnerability',
  blocks: [
    {
      kind: 'paragraph',
      text: 'The engine follows the standard catastrophe-modelling chain: a hazard (how often each intensity occurs at the site), the exposure (the asset and what it is made of) and its vulnerability (how much each intensity damages each part of it). Their combination is the expected annual damage.',
    },
    {
      kind: 'list',
      items: [
        {
          label: 'Asset archetype.',
          text: 'The asset is represented by a standard archetype of its type: a set of elements (roof, walls, frame, foundations, windows, electrical, cooling plant, fit-out and so on), each with its share of the replacement cost, its height, the hazards it is exposed to and a material with a failure coefficient per hazard. Commercial analyses can change the design settings and materials.',
        },
        {
          label: 'Design thresholds.',
          text: 'The asset’s design wind return period, heat threshold, floor height above ground, fire protection and foundation design set where each element starts to be damaged.',
        },
        {
          label: 'Value At Risk.',
          text: 'For hazard h in year y, VAR is the expected annual damage cost as a fraction of the replacement cost, shown as VAR% (also called the technical insurance premium). The total VAR of a year is the sum over hazards, capped at 100 %.',
        },
      ],
    },
    {
      kind: 'formula',
      text:
        'VAR_h(y) = Σ_e  share_e × damageFraction(e, h) × P_fail(e, h, y)\n' +
        'VAR(y)   = min(1, Σ_h VAR_h(y))',
    },
  ],
};

export const exceedanceCurvesSection: MethodsSection = {
  title: 'Exceedance curves and expected annual damage',
  blocks: [
    {
      kind: 'paragraph',
      text: `For every hazard and year, the hazard at the site is an annual exceedance curve: the intensity reached or exceeded once in T years, for return periods T of ${exceedanceReturnPeriodsYears.join(', ')} years. The annual exceedance probability of each point is p = 1 / T.`,
    },
    {
      kind: 'paragraph',
      text: 'Each element’s fragility gives the probability of failure at each intensity. The expected annual failure probability, and likewise the expected annual damage, is the area under the fragility-weighted curve, integrated with the trapezoid rule between neighbouring return periods plus the tail beyond the rarest one:',
    },
    {
      kind: 'formula',
      text: 'E = Σ_i ½ (d_i + d_(i+1)) (p_i − p_(i+1)) + d_N p_N,    p_i = 1 / T_i',
    },
    {
      kind: 'paragraph',
      text: 'where d_i is the damage fraction (or failure probability) at the intensity of return period T_i, and N is the rarest return period. Events more frequent than the 2-year level are taken to cause no damage.',
    },
  ],
};

export const failureProbabilitySection: MethodsSection = {
  title: 'Failure probability',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Alongside damage, the engine estimates for each hazard the annual probability FP_h that it stops the asset working. The combined failure probability of a year assumes that the hazards occur independently of one another:',
    },
    { kind: 'formula', text: 'FP(y) = 1 − Π_h (1 − FP_h(y))' },
    {
      kind: 'paragraph',
      text: 'Independence is a simplification. Some hazards tend to occur together — storm surge with cyclone wind, heat with fire, heavy rain with river flooding — and where they do, the combined probability can be higher than the formula gives. The maximum-to-date VAR and failure probability shown on the charts are running maxima from 2020.',
    },
  ],
};

export const warmingPathSection: MethodsSection = {
  title: 'Climate change: the warming path',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Every year of the analysis is placed on one global warming path for SSP5-8.5, expressed as the rise of global mean surface temperature above the late nineteenth century. Each hazard then responds to the warming level through regional relationships taken from the IPCC Sixth Assessment Report, as described per hazard below.',
    },
    {
      kind: 'paragraph',
      text: 'A published change is never extrapolated beyond the highest warming level at which it was assessed: the AR6 regional changes stop at +4 °C, so the years beyond (about +4.2 to +4.7 °C by 2090–2100) keep the +4 °C change. A change published against 1850–1900 is added to a present-day climatology only after removing the part of it that the climatology already contains (the change at the warming of the climatology’s own period, about +0.6 to +1.0 °C), so today’s climate is not shifted by warming that has already happened.',
    },
  ],
};

/** The caption under the warming-path table. */
export const warmingPathCaption =
  'Warming above 1880–1900 along SSP5-8.5 (series of Jewson, 2021, as used in CLIMADA); intermediate years are interpolated.';

export const nineHazardsIntroduction =
  'Each hazard is described by its intensity measure, the data behind it, how it changes with warming and how the asset responds. Surface water flooding, freeze–thaw and tropical cyclone wind are optional in each analysis. Where embedded data are too coarse or missing for a site, a published rule fills the gap; the analysis names it and adds a warning.';

/** The rating rule, one line per letter, and what the 10 % line means. */
export const ratingTexts = {
  introduction: 'The asset rating summarises VAR% for a year against two fixed thresholds:',
  A: `Low: VAR below ${moderateRatingPercentText} a year.`,
  B: `Moderate: VAR from ${moderateRatingPercentText} up to ${highRatingPercentText} a year.`,
  C: `High: VAR of ${highRatingPercentText} a year or more.`,
  closing:
    'The current rating is that of the first analysis year; the future rating is that of the year of peak risk up to the end of the asset’s life (2100 by default). Charts also mark 10 % a year, a level at which insurance is likely to be hard to obtain.',
} as const;

export const methodLimitations: readonly string[] = [
  'Screening level: the embedded data are global and coarse (a 20′ elevation grid, one year of fire weather, regional climate-change signals), so results describe a typical asset of the type in that area rather than the specific building.',
  'One scenario: SSP5-8.5 is a stress test; lower-emission futures would generally give lower risk later in the century.',
  'Independence: hazards are combined as if independent, which can understate risk where they coincide.',
  'Extrapolation: return levels at 500 and 1,000 years rest on a few decades of observations and are uncertain.',
  'Defences and local works are not known unless supplied in the analysis settings.',
];

export const methodReferences: readonly string[] = [
  'IPCC (2021). Climate Change 2021: The Physical Science Basis. Working Group I contribution to the Sixth Assessment Report, Cambridge University Press.',
  'Emanuel, K. (2011). Global warming effects on U.S. hurricane damage. Weather, Climate, and Society 3, 261–268.',
  'Huizinga, J., de Moel, H. and Szewczyk, W. (2017). Global flood depth-damage functions. JRC Technical Report, Publications Office of the European Union.',
  'Knutson, T. et al. (2020). Tropical cyclones and climate change assessment, Part II: projected response to anthropogenic warming. Bulletin of the American Meteorological Society 101, E303–E322.',
  'Vousdoukas, M. I. et al. (2018). Global probabilistic projections of extreme sea levels show intensification of coastal flood hazard. Nature Communications 9, 2360.',
  'Willoughby, H. E., Darling, R. W. R. and Rahn, M. E. (2006). Parametric representation of the primary hurricane vortex. Part II. Monthly Weather Review 134, 1102–1120.',
];
