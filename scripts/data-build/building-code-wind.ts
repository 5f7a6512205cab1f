import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import { gustOverTenMinuteMean, windProbabilityFactor } from '@hazardscope/engine/design-wind';
import type {
  BuildingCodeWindTable,
  LatitudeLongitudeBox,
} from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { stableJson, writeDerivedFile } from './build-io.ts';
import { sources } from './sources.ts';

/*
 * Every code value is converted here, and only here, to the engine's reference: the 10-minute mean
 * wind at 10 m in open terrain with a 50-year return period (from which the engine derives its
 * 3-second gusts at every return period with the same two factors).
 *   - averaging time: 3-second gust ÷ 1.52, the EN 1991-1-4 peak factor √(1 + 7·I_v) with
 *     I_v = 1/ln(10 m/0.05 m) (terrain category II); hourly mean × 1.06 (Durst 1960 curve);
 *   - return period: ÷ c_prob(1/T), the EN 1991-1-4 §4.2 Note 4 probability factor (K = 0.2,
 *     n = 0.5) — the engine's own rule for other return periods;
 *   - pressures: GB 50009 w0 = v0²/1600 (kN/m², 10-minute mean, 50-year); NBC q = ½ρV² with
 *     ρ = 1.2929 kg/m³ (hourly mean, 50-year).
 */
const hourlyToTenMinuteFactor = 1.06;
const metresPerSecondPerMile = 0.44704;
const metresPerSecondPerKilometreHour = 1 / 3.6;

const round = (value: number): number => Math.round(value * 10) / 10;
const fromGust = (gustMetresPerSecond: number, returnPeriodYears = 50): number =>
  round(gustMetresPerSecond / gustOverTenMinuteMean / windProbabilityFactor(1 / returnPeriodYears));
const fromGustMph = (gustMilesPerHour: number): number =>
  fromGust(gustMilesPerHour * metresPerSecondPerMile);
const fromChineseBasicPressure = (kilonewtonsPerSquareMetre: number): number =>
  round(Math.sqrt(1600 * kilonewtonsPerSquareMetre));
/** SIA 261 peak velocity pressure q_p0 (kN/m²) to a gust speed with q = 0.613·v² (ρ = 1.225 kg/m³), then to the reference. */
const fromSwissPeakPressure = (kilonewtonsPerSquareMetre: number): number =>
  fromGust(Math.sqrt((kilonewtonsPerSquareMetre * 1000) / 0.613));
const fromCanadianHourlyPressure = (kilopascals: number): number =>
  round(Math.sqrt((2 * kilopascals * 1000) / 1.2929) * hourlyToTenMinuteFactor);

const box = (
  southDegrees: number,
  northDegrees: number,
  westDegrees: number,
  eastDegrees: number,
): LatitudeLongitudeBox => ({ southDegrees, northDegrees, westDegrees, eastDegrees });

type Row = BuildingCodeWindTable[number];

/**
 * The ASCE 7 commentary's conversion of the non-hurricane 50-year wind to other return periods,
 * V_T / V_50 = 0.36 + 0.10 ln(12 T) (ASCE 7-05 C6.5.5; from the US station extremes of Peterka &
 * Shahid 1998): the rows of the contiguous states and Alaska, and the non-hurricane speed of the
 * hurricane-prone states.
 */
const asceNonHurricane = 'ASCE 7 non-hurricane' as const;

/** A row of one jurisdiction; `within` narrows it to subdivisions, zone boxes or a tabulated city. */
const row = (
  country: string,
  codeRegion: string,
  speed: number,
  codeValue: string,
  reference: string,
  within: Partial<Pick<Row, 'subdivisions' | 'boxes' | 'place' | 'returnPeriodRule'>> = {},
  cyclone: { nonCyclonic: number; rule: string } | null = null,
): Row => ({
  country,
  subdivisions: within.subdivisions ?? [],
  boxes: within.boxes ?? [],
  place: within.place ?? null,
  codeRegion,
  codeBasicWindSpeed50YearMetresPerSecond: speed,
  basicWindSpeed50YearMetresPerSecond: cyclone?.nonCyclonic ?? speed,
  codeValue,
  reference,
  cycloneGoverned: cyclone !== null,
  nonCyclonicRule: cyclone?.rule ?? null,
  returnPeriodRule: within.returnPeriodRule ?? 'EN 1991-1-4',
});

const en = (
  country: string,
  annex: string,
  zone: string,
  speed: number,
  boxes?: LatitudeLongitudeBox[],
) =>
  row(
    country,
    `EN 1991-1-4 (${annex} national annex), ${zone}`,
    speed,
    `vb,0 = ${speed} m/s (10-min mean, 10 m, 50-year)`,
    `EN 1991-1-4:2005 national annex of ${annex}, map of vb,0 (zones simplified to boxes inside the country)`,
    boxes === undefined ? {} : { boxes },
  );

/** AS/NZS 1170.2:2021 Table 3.1 regional wind speed V_R (3-s gust, 10 m, open terrain). */
const asnzs =
  (a: number, b: number, exponent: number, factor = 1) =>
  (years: number) =>
    factor * (a - b * Math.pow(years, -exponent));
const regionA = asnzs(67, 41, 0.1);
const regionB1 = asnzs(106, 92, 0.1);
const regionC = asnzs(122, 104, 0.1, 1.05);
const regionD = asnzs(156, 142, 0.1, 1.1);
const australianNonCyclonic = {
  nonCyclonic: fromGust(regionA(50)),
  rule: 'AS/NZS 1170.2 separates cyclonic regions (B2, C, D) from the non-cyclonic region A; the synoptic (non-cyclonic) wind is region A’s V50',
};

/** IS 875 (Part 3):2015 Annex A basic wind speed Vb (3-s gust, 10 m, 50-year) of listed cities. */
const indianCity = (
  name: string,
  latitude: number,
  longitude: number,
  speed: number,
  cyclonic = false,
) =>
  row(
    'IN',
    `IS 875 (Part 3):2015, ${name} (Vb = ${speed} m/s)`,
    fromGust(speed),
    `Vb = ${speed} m/s 3-s gust, 10 m, 50-year; ÷ 1.52 to a 10-min mean`,
    'IS 875 (Part 3):2015 Annex A (basic wind speed at the nearest listed city)',
    { place: { name, latitudeDegrees: latitude, longitudeDegrees: longitude } },
    cyclonic
      ? {
          nonCyclonic: fromGust(39),
          rule: 'IS 875’s 50 m/s east-coast speeds are set by Bay of Bengal cyclones; the non-cyclonic wind is the 39 m/s of the peninsular interior zone',
        }
      : null,
  );

/** Ordered from the most specific row to each country's whole-country row. */
const table: BuildingCodeWindTable = [
  // United Kingdom: vb,map of the UK NA Figure NA.1.
  en('GB', 'UK', 'Shetland and Orkney', 30, [box(58.6, 61, -4, 0)]),
  en('GB', 'UK', 'northern Scotland', 27, [box(56.5, 58.6, -8, -1.5)]),
  en('GB', 'UK', 'southern Scotland and Northern Ireland', 25.5, [box(54.6, 56.5, -8.2, -1.5)]),
  en('GB', 'UK', 'northern England and Wales', 23.5, [box(52.5, 54.6, -5.5, 0.5)]),
  en('GB', 'UK', 'southern England', 22),
  en('IE', 'Ireland', 'west coast', 28, [box(51.3, 55.5, -10.7, -8.5)]),
  en('IE', 'Ireland', 'east', 25),
  row(
    'PT',
    'EN 1991-1-4 (Portugal national annex), zone B (Azores, Madeira)',
    30,
    'vb,0 = 30 m/s (10-min mean, 10 m, 50-year)',
    'EN 1991-1-4:2005 national annex of Portugal',
    { subdivisions: ['PRT-735', 'PRT-736'] },
  ),
  en('PT', 'Portugal', 'zone A', 27),
  row(
    'ES',
    'EN 1991-1-4 (Spain, CTE DB SE-AE), zone C (Canary Islands)',
    29,
    'vb = 29 m/s (10-min mean, 10 m, 50-year)',
    'Código Técnico de la Edificación DB SE-AE Anejo D, Figura D.1',
    { subdivisions: ['ESP-5829', 'ESP-5842'] },
  ),
  row(
    'ES',
    'EN 1991-1-4 (Spain, CTE DB SE-AE), zone A',
    26,
    'vb = 26 m/s (10-min mean, 10 m, 50-year)',
    'Código Técnico de la Edificación DB SE-AE Anejo D, Figura D.1',
  ),
  en('NL', 'Netherlands', 'area I (coast)', 29, [box(52.6, 53.6, 4.5, 7.3)]),
  en('NL', 'Netherlands', 'area II', 27),
  en('BE', 'Belgium', 'inland', 25),
  en('FR', 'France', 'zone 3 (Brittany and Channel coast)', 26, [box(47, 49.8, -5.2, -1)]),
  en('FR', 'France', 'Corsica', 28, [box(41.3, 43.1, 8.5, 9.6)]),
  en('FR', 'France', 'zone 2', 24),
  en('DE', 'Germany', 'wind zone 4 (North Sea coast and islands)', 30, [box(53.3, 55.1, 6, 9)]),
  en('DE', 'Germany', 'wind zone 3 (Baltic coast)', 27.5, [box(53.3, 55.1, 9, 15.1)]),
  en('DE', 'Germany', 'wind zone 2', 25, [box(51.5, 53.3, 5.8, 15.1)]),
  en('DE', 'Germany', 'wind zone 1', 22.5),
  en('DK', 'Denmark', 'west coast of Jutland', 27, [box(54.5, 57.8, 8, 8.6)]),
  en('DK', 'Denmark', 'general', 24),
  en('NO', 'Norway', 'Oslo region', 22, [box(58.5, 61, 9, 12.5)]),
  en('NO', 'Norway', 'west coast', 28),
  en('FI', 'Finland', 'general', 21),
  en('SE', 'Sweden', 'general', 24),
  en('IT', 'Italy', 'zone 8 (Trieste)', 30, [box(45.5, 46, 13.5, 14)]),
  en('IT', 'Italy', 'zone 7 (Liguria)', 28, [box(43.8, 44.6, 7.5, 10)]),
  en('IT', 'Italy', 'zone 1 (north)', 25, [box(44, 47.1, 6.6, 13.8)]),
  en('IT', 'Italy', 'zone 5/6 (Sardinia)', 28, [box(38.8, 41.3, 8.1, 9.9)]),
  en('IT', 'Italy', 'zone 4 (Sicily and Calabria)', 28, [box(36.6, 39, 12, 17)]),
  en('IT', 'Italy', 'zone 3 (central and southern peninsula)', 27),
  en('GR', 'Greece', 'mainland', 27),
  en('CZ', 'Czech Republic', 'zone II', 25),
  en('PL', 'Poland', 'zone 2 (Baltic coast)', 26, [box(54, 54.9, 14.1, 19.7)]),
  en('PL', 'Poland', 'zone 1', 22),
  row(
    'SG',
    'EN 1991-1-4 (Singapore national annex, NA to SS EN 1991-1-4:2009)',
    20,
    'vb,0 = 20 m/s (10-min mean, 10 m, 50-year)',
    'Singapore National Annex to SS EN 1991-1-4:2009 (Balendra, NUS: basic wind speed 20 m/s, 10-min mean, open terrain, 50-year)',
  ),
  // Switzerland, SIA 261:2020 §6.2.1 and Annex E: reference peak velocity pressure q_p0 (gust,
  // 10 m, 50-year) of 0.9, 1.1 and 1.3 kN/m² in the general (Plateau) zone, 0.9–2.4 in the Jura and
  // 1.1–3.3 in the Alps, rising with altitude and exposure (values read in the Lisa.blue summary of
  // SN 505 261:2020 Annex E, 2026-11; the standard itself was not available). The map is not
  // digitised here: the whole country takes the middle general-zone value, 1.1 kN/m², so exposed
  // Alpine crests and passes (up to 3.3 kN/m², a 73 m/s gust) are understated.
  row(
    'CH',
    'SIA 261:2020 Annex E, general zone (q_p0 = 1.1 kN/m²)',
    fromSwissPeakPressure(1.1),
    'q_p0 = 1.1 kN/m² peak (gust) pressure, 10 m, 50-year; v = √(q/0.613) = 42.4 m/s gust ÷ 1.52',
    'SIA 261:2020 §6.2.1 and Annex E (general zone 0.9–1.3 kN/m²; Alps up to 3.3 kN/m² not resolved)',
  ),
  // Fiji: design wind speed 66 m/s (3-s gust, 10 m), the national wind-load standard stated by
  // Engineers Fiji (FBC News, 27 July 2023, 'Maintain wind load standards'); Fiji practice follows
  // AS/NZS 1170.2, whose ultimate design speed for ordinary buildings has a 500-year return period.
  row(
    'FJ',
    'Fiji national wind-load standard (66 m/s, cyclonic)',
    fromGust(66, 500),
    'V = 66 m/s 3-s gust, 10 m, ultimate (500-year, AS/NZS 1170 convention); ÷ 1.52 and ÷ c_prob(1/500)',
    'Fiji national wind-load standard, 66 m/s (Engineers Fiji, FBC News 2023-07-27); return period after AS/NZS 1170.0 importance level 2',
    {},
    {
      nonCyclonic: fromGust(regionA(50)),
      rule: 'Fiji’s design wind is set by tropical cyclones; following the AS/NZS 1170.2 practice it mirrors, the non-cyclonic wind is region A’s V50',
    },
  ),
  // Nigeria: no national wind map in force (design follows BS 6399-2 / CP3 practice); the published
  // map is Onundi, Oumarou & Otuagbu (2009, Continental J. Engineering Sciences 4:48–55), five
  // categories of the 100-year annual highest gust from 35–42 m/s (category I) to 55–56 m/s
  // (category V). The categories are not digitised here: the whole country takes category I's
  // lower bound, 35 m/s, which understates the windier north.
  row(
    'NG',
    'Nigeria, Onundi et al. 2009 wind isopleths, category I (35 m/s)',
    fromGust(35, 100),
    'V = 35 m/s 3-s gust, 10 m, 100-year; ÷ 1.52 and ÷ c_prob(1/100)',
    'Onundi, Oumarou & Otuagbu 2009, Classification of Nigeria wind isopleths for structural purposes (Continental J. Eng. Sci. 4:48–55), category I lower bound for the whole country',
  ),
  // United States, ASCE 7-05 Figure 6-1 (3-s gust at 33 ft, exposure C, 50-year). Other return
  // periods follow the commentary's non-hurricane conversion (`asceNonHurricane`), except Hawaii's
  // special wind region, which that conversion does not cover and which keeps EN 1991-1-4's.
  row(
    'US',
    'ASCE 7-05, Hawaii (105 mph)',
    fromGustMph(105),
    '105 mph 3-s gust at 33 ft, 50-year',
    'ASCE 7-05 Figure 6-1',
    { subdivisions: ['US-HI'] },
  ),
  row(
    'US',
    'ASCE 7-05, Pacific coast states (85 mph)',
    fromGustMph(85),
    '85 mph 3-s gust at 33 ft, 50-year',
    'ASCE 7-05 Figure 6-1',
    { subdivisions: ['US-CA', 'US-OR', 'US-WA'], returnPeriodRule: asceNonHurricane },
  ),
  row(
    'US',
    'ASCE 7-05, hurricane-prone Gulf and Atlantic states',
    fromGustMph(90),
    'hurricane contours 100–150 mph 3-s gust at 33 ft, 50-year; non-hurricane 90 mph',
    'ASCE 7-05 Figure 6-1 and Commentary C6.5.4 (hurricane and non-hurricane speeds are derived separately; the map shows the larger)',
    {
      subdivisions: [
        'US-TX',
        'US-LA',
        'US-MS',
        'US-AL',
        'US-FL',
        'US-GA',
        'US-SC',
        'US-NC',
        'US-VA',
      ],
      returnPeriodRule: asceNonHurricane,
    },
    {
      nonCyclonic: fromGustMph(90),
      rule: 'ASCE 7 derives hurricane and non-hurricane speeds separately (Commentary C6.5.4); the non-hurricane speed is the 90 mph of the interior',
    },
  ),
  row(
    'US',
    'ASCE 7-05, contiguous US and Alaska (90 mph)',
    fromGustMph(90),
    '90 mph 3-s gust at 33 ft, 50-year',
    'ASCE 7-05 Figure 6-1',
    { returnPeriodRule: asceNonHurricane },
  ),
  // Canada, NBC 2015/2020 Division B Appendix C Table C-2, hourly reference pressure q1/50. The
  // conversion (q = ½ρV², ρ = 1.2929 kg/m³, 10 m, open terrain, 50-year) is confirmed by NBCC 2020
  // guides (Sentence 4.1.7); the city values were not re-read in Table C-2 (2026-11: no copy found).
  row(
    'CA',
    'NBC Canada, Québec (Montréal q1/50 = 0.42 kPa)',
    fromCanadianHourlyPressure(0.42),
    'q1/50 = 0.42 kPa hourly (Montréal); V = √(2q/ρ) × 1.06',
    'NBC 2015 Division B Appendix C, Table C-2 (value of the province’s largest city)',
    { subdivisions: ['CA-QC'] },
  ),
  row(
    'CA',
    'NBC Canada, Ontario (Toronto q1/50 = 0.44 kPa)',
    fromCanadianHourlyPressure(0.44),
    'q1/50 = 0.44 kPa hourly (Toronto); V = √(2q/ρ) × 1.06',
    'NBC 2015 Division B Appendix C, Table C-2 (value of the province’s largest city)',
    { subdivisions: ['CA-ON'] },
  ),
  row(
    'CA',
    'NBC Canada, Atlantic provinces (q1/50 ≈ 0.55 kPa)',
    fromCanadianHourlyPressure(0.55),
    'q1/50 ≈ 0.55 kPa hourly; V = √(2q/ρ) × 1.06',
    'NBC 2015 Division B Appendix C, Table C-2 (typical Atlantic value)',
    { subdivisions: ['CA-NS', 'CA-NB', 'CA-PE', 'CA-NL'] },
  ),
  row(
    'CA',
    'NBC Canada (q1/50 ≈ 0.45 kPa)',
    fromCanadianHourlyPressure(0.45),
    'q1/50 ≈ 0.45 kPa hourly (Vancouver 0.45, Winnipeg 0.45); V = √(2q/ρ) × 1.06',
    'NBC 2015 Division B Appendix C, Table C-2',
  ),
  // Australia, AS/NZS 1170.2:2021 Table 3.1; regions are geographic (Figure 3.1A).
  row(
    'AU',
    'AS/NZS 1170.2:2021, region D (Pilbara coast)',
    fromGust(regionD(50)),
    `V50 = ${regionD(50).toFixed(1)} m/s 3-s gust (V_R = 1.1 (156 − 142 R^−0.1))`,
    'AS/NZS 1170.2:2021 Table 3.1, Figure 3.1A',
    { boxes: [box(-25, -19.5, 113.5, 121)] },
    australianNonCyclonic,
  ),
  row(
    'AU',
    'AS/NZS 1170.2:2021, region C (tropical coast)',
    fromGust(regionC(50)),
    `V50 = ${regionC(50).toFixed(1)} m/s 3-s gust (V_R = 1.05 (122 − 104 R^−0.1))`,
    'AS/NZS 1170.2:2021 Table 3.1, Figure 3.1A',
    { boxes: [box(-25, -10, 113, 154), box(-27, -25, 113, 116)] },
    australianNonCyclonic,
  ),
  row(
    'AU',
    'AS/NZS 1170.2:2021, region B1 (south-east Queensland)',
    fromGust(regionB1(50)),
    `V50 = ${regionB1(50).toFixed(1)} m/s 3-s gust (V_R = 106 − 92 R^−0.1)`,
    'AS/NZS 1170.2:2021 Table 3.1, Figure 3.1A (Brisbane is in region B1)',
    { boxes: [box(-29, -25, 150.5, 154)] },
  ),
  row(
    'AU',
    'AS/NZS 1170.2:2021, region A',
    fromGust(regionA(50)),
    `V50 = ${regionA(50).toFixed(1)} m/s 3-s gust (V_R = 67 − 41 R^−0.1)`,
    'AS/NZS 1170.2:2021 Table 3.1',
  ),
  row(
    'NZ',
    'AS/NZS 1170.2:2021, region W (Wellington)',
    fromGust(45),
    'V50 = 45 m/s 3-s gust',
    'AS/NZS 1170.2:2021 Table 3.1',
    { boxes: [box(-41.8, -40.5, 174.2, 176.5)] },
  ),
  row(
    'NZ',
    'AS/NZS 1170.2:2021, regions A6/A7 (New Zealand)',
    fromGust(regionA(50)),
    `V50 = ${regionA(50).toFixed(1)} m/s 3-s gust`,
    'AS/NZS 1170.2:2021 Table 3.1',
  ),
  // Japan, Building Standard Law, MLIT notification 1454 (2000): V0, 10-min mean, 10 m, ~50-year.
  row(
    'JP',
    'Japan, Okinawa (V0 = 46 m/s)',
    46,
    'V0 = 46 m/s (10-min mean, 10 m, ~50-year)',
    'Building Standard Law of Japan, MLIT notification 1454 (2000)',
    { subdivisions: ['JPN-3502'] },
    {
      nonCyclonic: 30,
      rule: 'Okinawa’s V0 is set by typhoons; the non-typhoon wind is the lowest V0 of the notification (30 m/s), that of regions outside typhoon influence',
    },
  ),
  row(
    'JP',
    'Japan, main islands (V0 = 34 m/s, Tokyo and Osaka)',
    34,
    'V0 = 34 m/s (range 30–38 on the main islands)',
    'Building Standard Law of Japan, MLIT notification 1454 (2000)',
  ),
  // China, GB 50009-2012 Appendix E basic pressure w0 (50-year).
  row(
    'CN',
    'GB 50009-2012, south-east China coast (w0 = 0.55 kN/m²)',
    fromChineseBasicPressure(0.55),
    'w0 = 0.55 kN/m² (Shanghai), v0 = √(1600·w0)',
    'GB 50009-2012 Appendix E',
    { boxes: [box(20, 32, 108, 123)] },
    {
      nonCyclonic: fromChineseBasicPressure(0.35),
      rule: 'the coastal w0 of GB 50009 is set by typhoons; the non-typhoon wind is the inland w0 = 0.35 kN/m²',
    },
  ),
  row(
    'CN',
    'GB 50009-2012, north-east China (w0 = 0.45 kN/m²)',
    fromChineseBasicPressure(0.45),
    'w0 = 0.45 kN/m² (Beijing), v0 = √(1600·w0)',
    'GB 50009-2012 Appendix E',
    { boxes: [box(35, 53.6, 110, 134.8)] },
  ),
  row(
    'CN',
    'GB 50009-2012, inland China (w0 = 0.35 kN/m²)',
    fromChineseBasicPressure(0.35),
    'w0 = 0.35 kN/m², v0 = √(1600·w0)',
    'GB 50009-2012 Appendix E',
  ),
  row(
    'HK',
    'Hong Kong (typhoon-governed; non-typhoon wind from GB 50009 inland)',
    fromChineseBasicPressure(0.35),
    'Code of Practice on Wind Effects in Hong Kong 2019: typhoon-governed; value not tabulated here',
    'Code of Practice on Wind Effects in Hong Kong 2019 (typhoon climate); GB 50009-2012 Appendix E for the non-typhoon wind',
    {},
    {
      nonCyclonic: fromChineseBasicPressure(0.35),
      rule: 'Hong Kong’s design wind is set by typhoons; the non-typhoon wind is the inland w0 = 0.35 kN/m² of the neighbouring GB 50009',
    },
  ),
  // Philippines, NSCP 2015 Section 207A.5: V, 3-s gust at 10 m, exposure C, 700-year.
  // Checked (2026-11) against a published NSCP 2015 wind-zone summary (AEDO Construction, 'NSCP
  // wind load lookup Philippines'): zone I 250 km/h, zone II 200 km/h (including Metro Manila),
  // zone III 125 km/h, 3-s gust at 10 m, exposure C, 700-year recurrence — the values used here.
  row(
    'PH',
    'NSCP 2015, zone II (200 km/h, Metro Manila)',
    fromGust(200 * metresPerSecondPerKilometreHour, 700),
    'V = 200 km/h 3-s gust, 10 m, 700-year; ÷ 1.52 and ÷ c_prob(1/700)',
    'NSCP 2015 Section 207A.5 wind zone map (zone II covers NCR)',
    {},
    {
      nonCyclonic: fromGust(125 * metresPerSecondPerKilometreHour, 700),
      rule: 'NSCP speeds are set by typhoons; the non-typhoon wind is the 125 km/h of zone III, the typhoon-sheltered south',
    },
  ),
  // Bangladesh, BNBC 2020 Part 6 Table 6.2.8: V, 3-s gust at 10 m, 50-year. Not read in the code
  // itself: corroborated (2026-11) only by a BNBC-based design tool's location table (FAD-3D,
  // 'Dhaka 65.7 m/s … coastal 80.0 m/s').
  row(
    'BD',
    'BNBC 2020, Dhaka (V = 65.7 m/s)',
    fromGust(65.7),
    'V = 65.7 m/s 3-s gust, 10 m, 50-year; ÷ 1.52 to a 10-min mean',
    'BNBC 2020 Part 6 Chapter 2, Table 6.2.8 (Dhaka; used for the whole country)',
  ),
  // India: the Annex A value of the nearest listed city.
  indianCity('Delhi', 28.61, 77.21, 47),
  indianCity('Mumbai', 19.08, 72.88, 44),
  indianCity('Chennai', 13.08, 80.27, 50, true),
  indianCity('Kolkata', 22.57, 88.36, 50, true),
  indianCity('Bhubaneswar', 20.3, 85.82, 50, true),
  indianCity('Visakhapatnam', 17.69, 83.22, 50, true),
  indianCity('Bengaluru', 12.97, 77.59, 33),
  indianCity('Hyderabad', 17.39, 78.49, 44),
  indianCity('Ahmedabad', 23.02, 72.57, 39),
  indianCity('Pune', 18.52, 73.86, 39),
  indianCity('Jaipur', 26.91, 75.79, 47),
  indianCity('Lucknow', 26.85, 80.95, 47),
  indianCity('Patna', 25.59, 85.14, 47),
  indianCity('Chandigarh', 30.73, 76.78, 47),
  indianCity('Nagpur', 21.15, 79.09, 44),
  indianCity('Guwahati', 26.14, 91.74, 50),
  indianCity('Thiruvananthapuram', 8.52, 76.94, 39),
];

export function buildBuildingCodeWind(paths: BuildPaths): ManifestEntry {
  return writeDerivedFile(
    paths,
    {
      id: layerIds.buildingCodeWind,
      name: 'Building-code basic wind speeds by region',
      ...sources.buildingCodes,
      transform: `One row per jurisdiction (ISO 3166-1 country, optionally subdivisions, zone boxes inside the country or a listed city); code values converted to a 10-min mean at 10 m, 50-year: 3-s gusts ÷ ${gustOverTenMinuteMean.toFixed(3)} (EN 1991-1-4 √(1+7·Iv), z0 = 0.05 m), other return periods ÷ c_prob(1/T) (EN 1991-1-4 §4.2), hourly means × ${hourlyToTenMinuteFactor} (Durst), GB 50009 v0 = √(1600·w0), NBC V = √(2q/ρ); cyclone-governed rows carry the same code's non-cyclonic wind; each row names the rule by which the engine extrapolates it to other return periods (EN 1991-1-4 c_prob, or at US rows other than Hawaii the ASCE 7 commentary's non-hurricane V_T/V_50 = 0.36 + 0.10 ln(12T)).`,
      inputs: [],
      file: `${layerIds.buildingCodeWind}.json`,
      layout: { kind: 'json' },
    },
    stableJson(table),
  );
}
