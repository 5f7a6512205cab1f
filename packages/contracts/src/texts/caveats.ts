/**
 * The disclaimer and caveat texts (the PDF report's sections 1.1–1.4, 2, 2.1 and 2.2). The web page
 * /info/disclaimer_caveats and the PDF report (packages/report) both print them, so they live in
 * contracts as plain data with no React. The product and provider names are passed in because each
 * installation configures its own.
 */

export interface CaveatNames {
  productName: string;
  providerShortName: string;
}

export const caveatSectionNumbers = ['1.1', '1.2', '1.3', '1.4', '2.1', '2.2'] as const;
export type CaveatSectionNumber = (typeof caveatSectionNumbers)[number];

export interface CaveatSection {
  number: CaveatSectionNumber;
  title: string;
  paragraphs: readonly string[];
  /** A list shown after the paragraphs, when the section has one. */
  points?: readonly string[];
}

export interface CaveatChapter {
  number: '1' | '2';
  title: string;
  /** Text before the chapter's first numbered section. */
  paragraphs: readonly string[];
  sections: readonly CaveatSection[];
}

/** The short disclaimer printed before the caveats (web page lead and PDF disclaimer page). */
export function disclaimerParagraphs(names: CaveatNames): string[] {
  const { productName, providerShortName } = names;
  return [
    `${productName} is a screening tool${productName === providerShortName ? '' : ` provided by ${providerShortName}`}. It estimates how physical climate hazards could affect one built asset between 1990 and 2100, using coarse global data and a deliberately severe emissions scenario.`,
    `Its results are model estimates for a representative version of the asset. They are not a forecast, a valuation, an engineering assessment or advice of any kind, and they should be read together with the caveats below. Anyone relying on them for a decision should obtain site-specific professional advice.`,
  ];
}

/** Chapters 1 and 2 of the caveats, in reading order. */
export function caveatChapters(names: CaveatNames): CaveatChapter[] {
  const { productName, providerShortName } = names;
  return [
    {
      number: '1',
      title: 'Use of the products',
      paragraphs: [
        `These caveats apply to every analysis, chart, rating, export and report produced with ${productName}, whether free or paid.`,
      ],
      sections: [
        {
          number: '1.1',
          title: 'What the products do and do not do',
          paragraphs: [
            `${productName} combines hazard data for a location with an engineering description of a typical asset of the chosen type (its archetype: elements, materials and design thresholds) to estimate the expected annual cost of damage as a share of the replacement cost (Value At Risk, VAR%), the annual probability that each hazard stops the asset working, and an A, B or C rating.`,
            'The products do not inspect the asset, survey the site or know its actual condition, maintenance, defences or history of damage. Unless you customise the analysis, the asset is assumed to be built to the archetype’s typical design and materials.',
          ],
          points: [
            'They compare places and designs on a consistent basis; they do not price a specific insurance policy.',
            'They cover nine hazards (riverine flooding, coastal inundation, extreme heat, forest fire, extreme wind, soil movement, freeze–thaw, surface water flooding and tropical cyclone wind); other hazards such as earthquake, landslide, hail or volcanic activity are not assessed.',
            'They consider direct physical damage and loss of function of the asset; they do not estimate business interruption, contents, loss of life, indirect or market effects.',
            'Results from the free tier are illustrative samples only and are not a climate risk estimate for the location.',
          ],
        },
        {
          number: '1.2',
          title: 'No forecast',
          paragraphs: [
            'The analysis describes the hazard climate a location could face under one high-emissions scenario. It does not predict the weather, the timing of any event, or that any particular event will or will not occur in any year.',
            'Values for a given year are statistical expectations — the long-run average of many possible years — and actual damage in any single year is very likely to differ, from none at all to far more than the expected amount.',
          ],
        },
        {
          number: '1.3',
          title: 'No financial advice',
          paragraphs: [
            `Nothing produced by ${productName} is financial, investment, lending, insurance, legal, valuation, engineering or planning advice, and it is not a recommendation to buy, sell, insure, lend against, build, adapt or abandon any asset.`,
            'Value At Risk here means an expected annual damage cost relative to replacement cost. It is not the Value at Risk of financial portfolio theory and it is not a market value, an insurance premium quotation or a credit assessment. Decisions should be made with qualified advisers who know the asset and your circumstances.',
          ],
        },
        {
          number: '1.4',
          title: 'Exclusion of liability',
          paragraphs: [
            `The analyses are provided on an “as is” basis. To the fullest extent permitted by law, ${providerShortName} makes no warranty that the data, methods or results are accurate, complete or fit for any particular purpose, and is not liable for any loss or damage, direct or indirect, arising from the use of or reliance on them.`,
            'Where the law does not allow liability to be excluded, it is limited as set out in the Terms and Conditions. Nothing in these caveats limits a liability that cannot lawfully be limited.',
          ],
        },
      ],
    },
    {
      number: '2',
      title: 'Scientific limitations',
      paragraphs: [
        'Climate risk modelling for a single asset rests on simplified physics, incomplete observations and uncertain projections. The results are screening-level estimates and carry wide uncertainty, which grows for rarer events and later years.',
      ],
      sections: [
        {
          number: '2.1',
          title: 'Scope of modelling',
          paragraphs: [
            'By default the analysis uses an RCP8.5 / SSP5-8.5 stress test: a high-emissions path on which global warming by 2100 lies in a range of about 3 to 5.5 °C above pre-industrial levels. It is chosen to show how severe the risk could become, not because it is the most likely future. Lower-emission futures (SSP1-2.6, SSP2-4.5, SSP3-7.0, which can be chosen instead) generally give lower risk in later decades; the scenario of this analysis is named in section 2.4.',
            'The hazard data embedded in the product are global and coarse, and this matters for individual sites:',
          ],
          points: [
            'Ground elevation comes from a grid of 5 arc-minutes (cells roughly 9 km across), which cannot resolve a building’s height above a nearby river or the sea. A user-supplied site elevation and floor height take precedence and make flood results far more meaningful.',
            'Fire weather is represented by a single year of the Fire Weather Index, which gives the geographic pattern of fire danger rather than a long-term climatology, combined with a coarse vegetation class.',
            'Climate change is applied as regional signals from the IPCC AR6 assessment (regional averages and 1° grids scaled by the global warming level), not as a high-resolution model of the site’s local climate.',
            'There is no global map of river flood depth, extratropical extreme wind, extreme rainfall more than 100 km from a rain gauge, soil clay or frost in the embedded data; these hazards are estimated from published parametric rules, which are named in the methods and flagged in each analysis’s warnings.',
            'Flood defences, drainage and local protective works are not known unless supplied, and are otherwise assumed absent or at a stated standard.',
            'Hazards are treated as statistically independent when failure probabilities are combined; in reality some occur together (for example storm surge with cyclone wind, or heat with fire), which can make combined risk higher than shown.',
          ],
        },
        {
          number: '2.2',
          title: 'Financial modelling',
          paragraphs: [
            'VAR% is the expected annual cost of physical damage divided by the asset’s replacement cost. It does not include changes in market value, rent, insurance availability, regulation, financing costs or the wider economy, any of which may move differently from physical damage.',
            'Replacement costs, discount rates and adaptation capital costs used in the adaptation tool are the values you enter or the stated defaults. Net present values depend strongly on those inputs and are intended for comparing options with one another, not as a budget or price.',
            'Ratings of A, B and C summarise VAR% against fixed thresholds of 0.2 % and 1 % a year. They are a convenient summary, not a credit rating or an insurability decision; the 10 % line shown on charts indicates a level at which cover is likely to be hard to obtain, not a regulatory limit.',
          ],
        },
      ],
    },
  ];
}
