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

const stressTestSection: MethodsSection = {
  title: 'A stress test, not a forecast',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Each analysis asks how an asset of a given type, at a given place, would fare if emissions followed the high RCP8.5 / SSP5-8.5 path, unless another scenario is chosen (SSP1-2.6, SSP2-4.5 or SSP3-7.0). The default scenario is used as a stress test: it shows how large the risk could become and when it starts to matter, so that assets and designs can be compared consistently. It is not a statement of the most likely future.',
    },
    {
      kind: 'paragraph',
      text: 'The result for each year is a statistical expectation for that year’s climate — the long-run average over many possible years — not a prediction of the weather in that year.',
    },
  ],
};

const hazardExposureVulnerabilitySection: MethodsSection = {
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

const exceedanceCurvesSection: MethodsSection = {
  title: 'Exceedance curves and expected annual damage',
  blocks: [
    {
      kind: 'paragraph',
      text: `For every hazard and year, the hazard at the site is an annual exceedance curve: the intensity reached or exceeded once in T years, for return periods T of ${exceedanceReturnPeriodsYears.join(', ')} years. The annual exceedance probability of each point is p = 1 / T.`,
    },
    {
      kind: 'paragraph',
      text: 'Each element’s vulnerability gives its expected damage at each intensity, and its fragility the probability that it stops working. The expected annual damage, and likewise the expected annual failure probability, is the area under the response-weighted curve, integrated with the trapezoid rule between neighbouring return periods plus the tail beyond the rarest one:',
    },
    {
      kind: 'formula',
      text: 'E = Σ_i ½ (d_i + d_(i+1)) (p_i − p_(i+1)) + d_N p_N,    p_i = 1 / T_i',
    },
    {
      kind: 'paragraph',
      text: 'where d_i is the damage fraction (or failure probability) at the intensity of return period T_i, and N is the rarest return period. Events more frequent than the 2-year level are taken to cause no damage. Failure often begins as a step (water over the floor reaches an element), which the rule alone would place at the middle of whichever interval holds it, so the intensity at which the asset’s failure begins is located within that interval by repeated halving, with the intensity taken as rising linearly in the logarithm of the probability between the two return periods.',
    },
  ],
};

const failureProbabilitySection: MethodsSection = {
  title: 'Failure probability',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Alongside damage, the engine estimates for each hazard the annual probability FP_h that it stops the asset working: that an event puts an element the asset cannot work without into the damage state in which it no longer serves. It is not the expected damage, not the chance of any damage at all, not wear, and not the chance that the asset is written off — an asset that stops working may be repaired. A damage ratio is never used as a failure probability.',
    },
    {
      kind: 'list',
      items: [
        {
          label: 'Wind and tropical-cyclone wind.',
          text: 'The severe damage state of the FEMA HAZUS-MH Hurricane Model (most of the roof cover and several roof panels or openings lost, so rain enters and the building is vacated), read from the element’s expected damage at each wind through the HAZUS 5.1 relation between a wood house’s expected loss and its probability of severe damage (four house classes of the NHERI SimCenter library’s Hazus 5.1 fits), so failure follows the same calibrated damage function as the value at risk.',
        },
        {
          label: 'Flooding.',
          text: 'Water over the ground floor reaching the element: the building is out of use until it is dried out and its wet linings and services are replaced.',
        },
        {
          label: 'Extreme heat.',
          text: 'Services and plant fail only for the hours the hottest day spends above their rating — 40 °C, the normal service limit of IEC electrical equipment, or the asset’s design temperature where that is hotter. Where the hottest day stays below it, heat failure is zero.',
        },
        {
          label: 'Forest fire.',
          text: 'A building reached by a wildfire is as a rule either destroyed or spared, so the loss of an element given fire is read as the probability it is lost.',
        },
        {
          label: 'Wear.',
          text: 'Freeze–thaw and chronic heat wear the asset and add to VAR, but never to failure. Shrink–swell soil movement is repaired with the building in use: it adds to VAR, and its failure is not calculated (the analysis warns that this zero is not a finding of no risk).',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Only elements critical to the asset’s function count: structure, roof, envelope, building services, plant and civil works, but not linings, finishes, fit-out or site works, whose damage is repaired with the asset in use. The critical elements of one asset stand in the same flood or gust and share its construction, so within one event they are taken as fully dependent (comonotonic): the asset fails when its most susceptible critical element does. Treating them as independent trials would count one storm many times.',
    },
    { kind: 'formula', text: 'FP_h(y) = E_y[ max over critical elements e of f_e(x) ]' },
    {
      kind: 'paragraph',
      text: 'The combined failure probability of a year assumes that the hazards occur independently of one another:',
    },
    { kind: 'formula', text: 'FP(y) = 1 − Π_h (1 − FP_h(y))' },
    {
      kind: 'paragraph',
      text: 'Independence is a simplification. Some hazards tend to occur together — storm surge with cyclone wind, heat with fire, heavy rain with river flooding — and where they do, the combined probability can be higher than the formula gives. Outages of networks beyond the site (power, water, roads) and business interruption are not included. The maximum-to-date VAR and failure probability shown on the charts are running maxima from 2020.',
    },
  ],
};

export const warmingPathSection: MethodsSection = {
  title: 'Climate change: the warming path',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Every year of the analysis is placed on one global warming path for its emissions scenario, expressed as the rise of global mean surface temperature above the late nineteenth century. Each hazard then responds to the warming level through regional relationships taken from the IPCC Sixth Assessment Report, as described per hazard below, so a scenario changes every hazard consistently.',
    },
    {
      kind: 'paragraph',
      text: 'The default path is the SSP5-8.5 series of Jewson (2021) used in CLIMADA. The other scenarios (SSP1-2.6, SSP2-4.5, SSP3-7.0) move it by their difference from SSP5-8.5 in the IPCC AR6 assessed global surface temperature (Chapter 4, 20-year windows to 2081–2100), and take their own AR6 global sea-level projection. In 2081–2100 the assessed medians are 0.9, 1.8, 2.8 and 3.5 °C above 1995–2014 for SSP1-2.6, SSP2-4.5, SSP3-7.0 and SSP5-8.5.',
    },
    {
      kind: 'paragraph',
      text: 'The range around a result comes from two more runs of the engine: one on the low end of the scenario — the AR6 5th-percentile warming and the lower end of the AR6 likely sea-level range — and one on the high end — the 95th-percentile warming and the upper end of the likely sea-level range. For each year the bands — of the total VAR and of the combined failure probability — show the least and the most of the three runs. It spans the uncertainty of the global climate response; the spread of regional models at a given warming level is not included. The comparison view gives the central total VAR of each scenario in 2030, 2050 and 2100.',
    },
    {
      kind: 'paragraph',
      text: 'A published change is never extrapolated beyond the highest warming level at which it was assessed: the AR6 regional changes stop at +4 °C, so the years beyond (about +4.2 to +4.7 °C by 2090–2100) keep the +4 °C change. A change published against 1850–1900 is added to a present-day climatology only after removing the part of it that the climatology already contains (the change at the warming of the climatology’s own period, about +0.6 to +1.0 °C), so today’s climate is not shifted by warming that has already happened.',
    },
  ],
};

/**
 * The method sections in the order the methods page and the report's Methods section give them
 * (the report numbers them 4.1 to 4.5); the warming path comes last, the page's table of it under
 * it.
 */
export const methodsSections: readonly MethodsSection[] = [
  stressTestSection,
  hazardExposureVulnerabilitySection,
  exceedanceCurvesSection,
  failureProbabilitySection,
  warmingPathSection,
];

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
  'Scenarios: the default, SSP5-8.5, is a stress test; the lower-emission scenarios show how much lower the risk would be later in the century. Their range covers the global climate response, not the spread of regional models.',
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
