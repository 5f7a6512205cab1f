import type { SiteHazardContext } from '@hazardscope/contracts';
import { entryForJurisdiction, type JurisdictionScope } from './jurisdiction-table.ts';

/**
 * Long-run annual probability that a home at the wildland–urban interface is destroyed by wildfire,
 * where published figures give it for a country or a state, each by the rule McAneney, Chen &
 * Pitman (2009) used for Australia: homes destroyed by wildfire per year ÷ homes at the interface.
 * Both numbers are read in the sources named; none is chosen to fit a place or a validation
 * reference. Period rule: the longest period over which the source gives the count of losses.
 */
export interface InterfaceHomeLossRate extends JurisdictionScope {
  /** Where the rate applies, as the warnings name it. */
  readonly jurisdictionName: string;
  /** Annual probability that an interface home is destroyed by wildfire (mean over the interface). */
  readonly annualHomeLossProbability: number;
  /** The figures, their period and their sources, as the warnings state them. */
  readonly source: string;
}

/**
 * Australia: 1 in 6,500 a year, the mean over Australian homes at the urban–bushland interface from
 * the 1925–2009 record of homes destroyed (McAneney, Chen & Pitman 2009, J. Environ. Manage.
 * 90:2819), 85 years.
 */
const australia: InterfaceHomeLossRate = {
  countryAlpha2Codes: ['AU'],
  subdivisionCode: null,
  jurisdictionName: 'Australia',
  annualHomeLossProbability: 1 / 6500,
  source:
    'homes destroyed per year ÷ homes at the urban–bushland interface, 1925–2009: 1 in 6,500 a year (McAneney, Chen & Pitman 2009)',
};

/**
 * United States, 2005–2020 (16 years, the longest period the count covers): 89,210 structures
 * destroyed by wildfire (Headwaters Economics, 'Wildfires destroy thousands of structures each
 * year', November 2020, compiled from ICS-209 incident reports) ÷ 43.4 million housing units in the
 * wildland–urban interface of the conterminous US in 2010, the middle of the period (Radeloff et al.
 * 2018, PNAS 115:3314) = 5,576 a year ÷ 43.4 million ≈ 1 in 7,800 a year. The count is of all
 * structures (homes, businesses, outbuildings) and includes losses outside the WUI, as McAneney's
 * count includes every home lost, so it is an upper value for homes; 2017, 2018 and 2020 gave 62 %
 * of it. The national figure includes California's losses and stands for every state without its
 * own.
 */
const unitedStatesStructuresDestroyed2005To2020 = 89_210;
const unitedStatesInterfaceHousingUnits2010 = 43_400_000;

/**
 * California, 2005–2020 (16 years, as above): 'nearly 60,000' structures destroyed by wildfire, more
 * than half of all US losses (Headwaters Economics, November 2020; 60,000 taken, an upper value) ÷
 * about 5.1 million homes in California's wildland–urban interface in 2020 (SILVIS Lab WUI 2020,
 * Radeloff et al., as reported by Popovich & Plumer, New York Times, 9 September 2022) = 3,750 a year
 * ÷ 5.1 million ≈ 1 in 1,360 a year. The 2020 home count is the end of the period, so the rate is
 * if anything understated by it; the structure count, as above, overstates homes. The last years
 * weigh heavily (the 2017 and 2018 fires; the 2018 Camp Fire alone destroyed about 18,800
 * structures).
 */
const californiaStructuresDestroyed2005To2020 = 60_000;
const californiaInterfaceHomes2020 = 5_100_000;
const yearsFrom2005To2020 = 16;

/** The published rates, states before their country. */
export const interfaceHomeLossRates: readonly InterfaceHomeLossRate[] = [
  {
    countryAlpha2Codes: ['US'],
    subdivisionCode: 'US-CA',
    jurisdictionName: 'California',
    annualHomeLossProbability:
      californiaStructuresDestroyed2005To2020 / yearsFrom2005To2020 / californiaInterfaceHomes2020,
    source:
      'nearly 60,000 structures destroyed by wildfire in 2005–2020 (Headwaters Economics 2020), a year’s share ÷ 5.1 million homes in the wildland–urban interface (SILVIS Lab WUI 2020): about 1 in 1,360 a year — all structures over a recent period, so an upper value for homes',
  },
  {
    countryAlpha2Codes: ['US'],
    subdivisionCode: null,
    jurisdictionName: 'the United States',
    annualHomeLossProbability:
      unitedStatesStructuresDestroyed2005To2020 /
      yearsFrom2005To2020 /
      unitedStatesInterfaceHousingUnits2010,
    source:
      '89,210 structures destroyed by wildfire in 2005–2020 (Headwaters Economics 2020), a year’s share ÷ 43.4 million housing units in the wildland–urban interface in 2010 (Radeloff et al. 2018): about 1 in 7,800 a year — all structures over a recent period, so an upper value for homes',
  },
  australia,
];

/** The rate used where none is published for the site's jurisdiction: the Australian mean. */
export const fallbackInterfaceHomeLossRate = australia;

/**
 * The interface home-loss rate of the site's jurisdiction: its subdivision's where one is
 * tabulated, else its country's, else the Australian mean (`isFallback` true). A state's rate
 * never reaches a site in another state or country.
 */
export function interfaceHomeLossRateFor(jurisdiction: SiteHazardContext['jurisdiction']): {
  rate: InterfaceHomeLossRate;
  isFallback: boolean;
} {
  const { entry, isFallback } = entryForJurisdiction(
    interfaceHomeLossRates,
    fallbackInterfaceHomeLossRate,
    jurisdiction,
  );
  return { rate: entry, isFallback };
}
