import { siteHazardContextSchema } from '@hazardscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { sampleGrid } from './regular-grid.ts';
import { testSites } from './test-sites.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

const context = (site: keyof typeof testSites) => buildSiteHazardContext(store, testSites[site]);

// Golden values read directly off the raw source files when the data was gathered, independently of
// the data build that turns them into the embedded grids.
describe('buildSiteHazardContext: golden values read off the source datasets', () => {
  // The grid's cell values (the site's own analysis pools the rates of the 3 × 3 cells around it:
  // site-tropical-cyclone.test.ts).
  const cellKnots = (latitude: number, longitude: number, years: number) =>
    sampleGrid(
      store.cycloneWind,
      latitude,
      longitude,
      'nearest',
      store.cycloneWind.layout.layerNames.indexOf(String(years)),
    );

  it('holds Miami’s tropical-cyclone site wind of 53/90/128 kt at 10/100/1000 years', () => {
    // Tropical-cyclone site-wind return levels, all basins, 10/100/1000 yr (kt): Miami 53/90/128.
    const { latitude, longitude } = testSites.miami;
    expect(cellKnots(latitude, longitude, 10)).toBeCloseTo(53, 0);
    expect(cellKnots(latitude, longitude, 100)).toBeCloseTo(90, 0);
    expect(cellKnots(latitude, longitude, 1000)).toBeCloseTo(128, 0);
    expect(context('miami').tropicalCyclone.basin).toBe('NA');
  });

  it('holds Manila’s 74/116/159 kt, and Manila is in the West Pacific basin', () => {
    // The same return levels: Manila 74/116/159 kt — a 1° cell value, of the cell 121–122° E
    // (the city centre at 120.98° E sits in the neighbouring cell, 69/109/149 kt).
    expect(cellKnots(14.6, 121.0, 10)).toBeCloseTo(74, 0);
    expect(cellKnots(14.6, 121.0, 100)).toBeCloseTo(116, 0);
    expect(cellKnots(14.6, 121.0, 1000)).toBeCloseTo(159, 0);
    const { tropicalCyclone } = buildSiteHazardContext(store, { latitude: 14.6, longitude: 121.0 });
    expect(tropicalCyclone.basin).toBe('WP');
  });

  it('gives Paris no tropical-cyclone wind', () => {
    // The same return levels: Paris 0.
    expect(
      context('paris').tropicalCyclone.sustainedWindMetresPerSecond.every((speed) => speed === 0),
    ).toBe(true);
  });

  it('reads the 2017 FWI of Phoenix (49.6), Alice Springs (54.4) and Paris (5.6)', () => {
    // The 2017 annual-mean Fire Weather Index: Phoenix 49.6, Alice Springs 54.4, Paris 5.6.
    expect(context('phoenix').fire.fireWeatherIndex).toBeCloseTo(49.6, 1);
    expect(context('aliceSprings').fire.fireWeatherIndex).toBeCloseTo(54.4, 1);
    expect(context('paris').fire.fireWeatherIndex).toBeCloseTo(5.6, 1);
  });

  it('places the 2081–2100 days above 35 °C of Paris (+24 d) and Phoenix (+75 d) at 4.35 °C', () => {
    // The CMIP6 change in days above 35 °C, 2081–2100 under SSP5-8.5: Phoenix +75 d, Paris +24 d; the
    // period's median warming 3.50 °C above 1995–2014, i.e. 4.35 °C above 1850–1900 (+0.85 °C).
    const paris = context('paris').change.hotDaysAbove35Celsius;
    expect(paris?.baselineWarmingCelsius).toBe(0.85);
    const far = paris?.points.at(-1);
    expect(far?.warmingCelsius).toBeCloseTo(4.35, 2);
    expect(far?.change).toBeCloseTo(24, -0.5);
    // Phoenix's +75 d is the cell 112–111° W (the city centre's cell, 113–112° W, has +66 d).
    const phoenix = buildSiteHazardContext(store, { latitude: 33.45, longitude: -112.0 });
    expect(phoenix.change.hotDaysAbove35Celsius?.points.at(-1)?.change).toBeCloseTo(75, -0.5);
  });

  it('turns the CMIP6 river Q100 table into a relative change: WCE about −6 % and SAS about +70 % at 4 °C', () => {
    // The CMIP6 change in the 100-year river discharge, SSP5-8.5 far period (~4.35 °C): WCE −6 %,
    // SAS +70 %.
    const parisAt4 = context('paris').change.riverDischarge100Year?.points.find(
      (point) => point.warmingCelsius === 4,
    );
    const delhiAt4 = context('delhi').change.riverDischarge100Year?.points.find(
      (point) => point.warmingCelsius === 4,
    );
    expect(parisAt4?.change).toBeLessThan(0);
    expect(parisAt4?.change).toBeGreaterThan(-10);
    expect(delhiAt4?.change).toBeGreaterThan(40);
  });

  it('reads the regional TXx table as anomalies from 1850–1900', () => {
    // cmip6_mmm_regional_TXx_at_gwl.csv: "anomalies w.r.t. 1850-1900"; ENA row 1.97, 2.72, 4.24, 5.68.
    const response = context('miami').change.annualMaximumTemperature;
    expect(response?.baselineWarmingCelsius).toBe(0);
    expect(response?.points.map((point) => point.change)).toEqual([1.97, 2.72, 4.24, 5.68]);
  });
});

describe('buildSiteHazardContext: site rules', () => {
  it('reads the ASHRAE 2013 mean annual maximum of London Heathrow (31.4 °C, σ 2.4) and Phoenix (45.9 °C, σ 1.5)', () => {
    // ASHRAE_2013_Yearly_DesignConditions.csv (EnergyPlus): LONDON/HEATHROW AIR 037720, 25 m, 86-10,
    // DBmax_mean 31.4, DBmax_stddev 2.4; PHOENIX/SKY HARBOR 722780, 337 m, 86-10, 45.9, 1.5.
    const london = buildSiteHazardContext(store, {
      latitude: 51.4775,
      longitude: -0.4614,
      elevationMetres: 25,
    }).climate.observedAnnualMaximumTemperature;
    expect(london?.station).toBe('LONDON/HEATHROW AIR (GBR, WMO 37720)');
    expect(london?.meanCelsius).toBeCloseTo(31.4, 2);
    expect(london?.standardDeviationCelsius).toBe(2.4);
    expect([london?.firstYear, london?.lastYear]).toEqual([1986, 2010]);
    const phoenix = buildSiteHazardContext(store, {
      latitude: 33.43,
      longitude: -112.02,
      elevationMetres: 337,
    }).climate.observedAnnualMaximumTemperature;
    expect(phoenix?.meanCelsius).toBeCloseTo(45.9, 2);
    expect(phoenix?.standardDeviationCelsius).toBe(1.5);
  });

  it('moves the station mean to the site elevation at 6.5 K/km, and has no station at sea', () => {
    const site = { latitude: 51.4775, longitude: -0.4614 };
    const high = buildSiteHazardContext(store, { ...site, elevationMetres: 1025 });
    expect(high.climate.observedAnnualMaximumTemperature?.meanCelsius).toBeCloseTo(31.4 - 6.5, 2);
    const atSea = buildSiteHazardContext(store, { latitude: 30, longitude: -40 });
    expect(atSea.climate.observedAnnualMaximumTemperature).toBeNull();
  });

  it('never reads an offshore platform or buoy: Ekofisk (North Sea) and the Channel lightship', () => {
    const ekofisk = buildSiteHazardContext(store, { latitude: 56.55, longitude: 3.25 });
    expect(ekofisk.climate.observedAnnualMaximumTemperature).toBeNull();
    const channel = buildSiteHazardContext(store, { latitude: 49.9, longitude: -2.9 });
    expect(channel.climate.observedAnnualMaximumTemperature?.station ?? '').not.toContain(
      'LIGHTSHIP',
    );
  });

  it('lowers the NCEP monthly temperatures by 6.5 K for each kilometre of site elevation', () => {
    const low = buildSiteHazardContext(store, { ...testSites.denver, elevationMetres: 1000 });
    const high = buildSiteHazardContext(store, { ...testSites.denver, elevationMetres: 2000 });
    low.climate.monthlyMeanTemperatureCelsius.forEach((temperature, month) => {
      expect(temperature - (high.climate.monthlyMeanTemperatureCelsius[month] ?? 0)).toBeCloseTo(
        6.5,
        1,
      );
    });
  });

  it("uses the user's elevation and says so", () => {
    const result = buildSiteHazardContext(store, { ...testSites.miami, elevationMetres: 3.5 });
    expect(result.terrain.elevationMetres).toBe(3.5);
    expect(result.terrain.elevationSource.kind).toBe('user');
    expect(result.warnings.some((warning) => warning.includes('20′'))).toBe(false);
  });

  it('warns that the 5′ elevation is too coarse on a coast', () => {
    const coarse = (warning: string) => warning.includes('5′ (~9 km) grid');
    expect(context('miami').warnings.some(coarse)).toBe(true);
    expect(context('phoenix').warnings.some(coarse)).toBe(false);
  });

  it('finds the Seine in Paris on the WDBII map, with its catchment from the 5′ drainage', () => {
    const paris = context('paris').riverFlood;
    expect(paris.distanceToRiverKilometres).toBeLessThan(1);
    expect(paris.river?.source).toBe('mapped');
    expect(paris.river?.mappedLevel).toBe(1);
    // Seine at Paris (Austerlitz) drains 43 800 km² (GRDC); the 5′ block near it holds the Marne too.
    expect(paris.river?.catchmentAreaSquareKilometres).toBeGreaterThan(30_000);
    expect(paris.river?.catchmentAreaSquareKilometres).toBeLessThan(100_000);
  });

  it('derives the Rhine at Cologne within 15 % of its GRDC catchment and a discharge within the fit scatter', () => {
    const cologne = buildSiteHazardContext(store, { latitude: 50.9375, longitude: 6.9625 });
    const river = cologne.riverFlood.river;
    // GRDC Rhine at Köln: 144 232 km², long-term mean 2085 m³/s.
    expect(river?.catchmentAreaSquareKilometres).toBeGreaterThan(0.85 * 144_232);
    expect(river?.catchmentAreaSquareKilometres).toBeLessThan(1.15 * 144_232);
    const scatter = Math.pow(10, store.dischargeRelation.residualStandardDeviationLog10);
    expect(river?.meanDischargeCubicMetresPerSecond).toBeGreaterThan(2085 / scatter);
    expect(river?.meanDischargeCubicMetresPerSecond).toBeLessThan(2085 * scatter);
  });

  it('puts the Cologne riverside below a hill of the same town, above the same river', () => {
    const riverside = buildSiteHazardContext(store, { latitude: 50.9375, longitude: 6.9625 });
    const hill = buildSiteHazardContext(store, { latitude: 50.99, longitude: 7.13 });
    expect(riverside.riverFlood.river?.heightAboveRiverMetres).toBeLessThan(5);
    expect(hill.riverFlood.river?.heightAboveRiverMetres).toBeGreaterThan(50);
    expect(riverside.riverFlood.river?.heightResolved).toBe(false);
  });

  it('does not count a 0 m height beyond a cell as resolved: the grid shows the site no higher than the channel', () => {
    // Montreal's centre reads 20 m on the 5′ grid, no higher than the 5′ level of the river line
    // 23 km east (WDBII has no St Lawrence centreline here): 0 m is the floor of max(0, site −
    // channel), not a measured height, so it is spread over the floodplain like one within a cell.
    const montreal = buildSiteHazardContext(store, { latitude: 45.5017, longitude: -73.5673 });
    const river = montreal.riverFlood.river;
    expect(river?.heightAboveRiverMetres).toBe(0);
    expect(montreal.riverFlood.distanceToRiverKilometres).toBeGreaterThan(9.3);
    expect(river?.heightResolved).toBe(false);
    // A hill beyond a cell with a rise the grid sees keeps its measured height (the Cologne hill).
    const hill = buildSiteHazardContext(store, { latitude: 50.99, longitude: 7.13 });
    expect(hill.riverFlood.river?.heightAboveRiverMetres).toBeGreaterThan(50);
    expect(hill.riverFlood.river?.heightResolved).toBe(true);
    // Lagos mainland entered at 3 m is no higher than the Ogun's 5′ level: the user's ground does not
    // resolve a 0 either; entered at 30 m it stands above the channel and does.
    const lagosAt = (elevationMetres: number) =>
      buildSiteHazardContext(store, {
        latitude: 6.52,
        longitude: 3.38,
        elevationMetres,
        elevationSource: { kind: 'user', dataset: 'Entered by the user' },
      }).riverFlood.river;
    expect(lagosAt(3)?.heightAboveRiverMetres).toBe(0);
    expect(lagosAt(3)?.heightResolved).toBe(false);
    expect(lagosAt(30)?.heightAboveRiverMetres).toBeGreaterThan(0);
    expect(lagosAt(30)?.heightResolved).toBe(true);
  });

  it('gives each country its FLOPROS riverine protection standard, none where FLOPROS has none', () => {
    // Population-weighted national means of the FLOPROS merged riverine layer (global Unbreakable
    // model, flopros_protection_processed.csv): DEU 107.58, USA 449.80, NLD 4902.29, BGD 49.79.
    const standardAt = (latitude: number, longitude: number) =>
      buildSiteHazardContext(store, { latitude, longitude }).riverFlood.protectionStandard;
    expect(standardAt(50.9375, 6.9625)).toEqual({ returnPeriodYears: 107.6, countryAlpha3: 'DEU' });
    expect(standardAt(38.583, -121.505)).toEqual({
      returnPeriodYears: 449.8,
      countryAlpha3: 'USA',
    });
    expect(standardAt(51.862, 5.866)).toEqual({ returnPeriodYears: 4902.3, countryAlpha3: 'NLD' });
    expect(standardAt(23.81, 90.41)).toEqual({ returnPeriodYears: 49.8, countryAlpha3: 'BGD' });
    // Kiribati: 0 in FLOPROS — no standard, not a zero-year one.
    expect(standardAt(1.329, 172.979)).toBeNull();
  });

  it('measures the height above the drainage the site flows to, never above a river point upstream', () => {
    // Central Tokyo's 5′ cell drains to the sea without meeting a river; the channel 10 km off lies
    // within the drainage's position uncertainty, so it is the site's river, its height taken above
    // the sea (the river's level at its mouth) and flagged as not resolved.
    const tokyo = buildSiteHazardContext(store, { latitude: 35.68, longitude: 139.69 });
    expect(tokyo.riverFlood.river?.heightResolved).toBe(false);
    expect(tokyo.riverFlood.drainsToSeaAwayFromRivers).toBe(false);
    expect(tokyo.warnings.some((warning) => warning.includes('reaches the sea'))).toBe(true);
    // A high Alpine saddle stands more than a kilometre above the river it drains to.
    const saddle = buildSiteHazardContext(store, { latitude: 46.5475, longitude: 7.9851 });
    expect(saddle.riverFlood.river?.heightAboveRiverMetres).toBeGreaterThan(1000);
  });

  it('leaves a site unassessed whose flow path reaches the sea farther than the position uncertainty from any river', () => {
    // Sydney's harbour side (1 George St) drains to the harbour; the nearest river, a derived
    // channel, is 31 km away: riverine flooding is not assessed rather than given as 0 above the sea.
    const context = buildSiteHazardContext(store, { latitude: -33.8615, longitude: 151.2099 });
    expect(context.riverFlood.river).toBeNull();
    expect(context.riverFlood.drainsToSeaAwayFromRivers).toBe(true);
    expect(context.riverFlood.distanceToRiverKilometres).toBeGreaterThan(18);
    expect(context.warnings.some((warning) => warning.includes('beyond the drainage'))).toBe(true);
  });

  it("takes the 5′ drainage's stream through the site's own cell where the path reaches the sea past every river the data holds", () => {
    // Lismore (Wilsons River, flooded 1974, 2017, 2022): in no embedded river map; its 5′ cell drains
    // 158 km² (stored code 44: 10^(44/20)) and runs east to the sea, the nearest derived channel 34 km
    // off. The stream through the cell is its river, its height above it not resolved.
    const lismore = buildSiteHazardContext(store, { latitude: -28.8105, longitude: 153.2775 });
    const river = lismore.riverFlood.river;
    expect(river?.source).toBe('derived');
    expect(river?.channelDataset).toBe("stream of the 5′ drainage grid through the site's cell");
    expect(river?.catchmentAreaSquareKilometres).toBe(158);
    expect(river?.heightResolved).toBe(false);
    expect(river?.heightAboveRiverMetres).toBe(0);
    expect(lismore.riverFlood.drainsToSeaAwayFromRivers).toBe(false);
    expect(lismore.warnings.some((warning) => warning.includes('may drain far more'))).toBe(true);
    // The ground a user gives decides: Goonellabah's ridge (~150 m) stands far above the cell's
    // ground (50–55 m), outside the floodplain of a 158 km² stream (3 m by GFPLAIN).
    const ridge = buildSiteHazardContext(store, {
      latitude: -28.817,
      longitude: 153.317,
      elevationMetres: 150,
    }).riverFlood.river;
    expect(ridge?.heightAboveRiverMetres).toBeGreaterThan(90);
    expect(ridge?.withinFloodplain).toBe(false);
  });

  it("finds the Brisbane River, which WDBII lacks, on Natural Earth's 10m Australian lines", () => {
    // Brisbane's CBD and Rocklea (flooded in 1974 and 2011) lie on its floodplain.
    for (const site of [
      { latitude: -27.545, longitude: 153.005 },
      { latitude: -27.4698, longitude: 153.0251 },
    ]) {
      const river = buildSiteHazardContext(store, site).riverFlood.river;
      expect(river?.channelDataset).toBe('Natural Earth 10m Australia');
      expect(river?.withinFloodplain).toBe(true);
      expect(river?.catchmentSource).toBe('GRDC station catalogue');
    }
  });

  it('takes the big river whose floodplain holds the site, sized by the GRDC stations on its line', () => {
    // Old Sacramento: the Sacramento River (GRDC: 60,886 km² at Sacramento), not a stream of a few
    // hundred km² the 5′ drainage sizes there. Kinshasa: the Congo (3.5 million km²), which WDBII
    // draws only as an outline and Natural Earth as a centerline.
    const sacramento = buildSiteHazardContext(store, { latitude: 38.583, longitude: -121.505 });
    expect(sacramento.riverFlood.river?.catchmentAreaSquareKilometres).toBeGreaterThan(30_000);
    const kinshasa = buildSiteHazardContext(store, { latitude: -4.32, longitude: 15.31 });
    expect(kinshasa.riverFlood.river?.catchmentAreaSquareKilometres).toBeGreaterThan(1_000_000);
  });

  it("lets the user's ground height change the site's height above the river", () => {
    const site = { latitude: -27.47, longitude: 153.005 };
    const low = buildSiteHazardContext(store, {
      ...site,
      elevationMetres: 4,
      elevationSource: { kind: 'user', dataset: 'Entered by the user' },
    }).riverFlood.river;
    const high = buildSiteHazardContext(store, {
      ...site,
      elevationMetres: 14,
      elevationSource: { kind: 'user', dataset: 'Entered by the user' },
    }).riverFlood.river;
    expect(high?.heightSource).toBe('ground given by the user');
    expect((high?.heightAboveRiverMetres ?? 0) - (low?.heightAboveRiverMetres ?? 0)).toBeCloseTo(
      10,
      0,
    );
  });

  it("lets the site's own ground decide the floodplain within a 5′ cell of the channel", () => {
    // Central Dhaka, 7.3 km from the WDBII line, flooded in 1988 and 1998 (Okayama Univ. J. Fac.
    // Environ. Sci. Technol. 9(1):99, DEM-based flood extents in Dhaka City). On the embedded grid
    // alone a site within a cell of the channel but off its meander belt cannot be told from a
    // bluff, so it stays outside; with the ground entered (8 m; most of Dhaka lies 2–13 m above sea
    // level) its height above the channel decides, and it is on the floodplain.
    const site = { latitude: 23.81, longitude: 90.41 };
    const embedded = buildSiteHazardContext(store, site).riverFlood.river;
    expect(embedded?.withinFloodplain).toBe(false);
    const enteredContext = buildSiteHazardContext(store, {
      ...site,
      elevationMetres: 8,
      elevationSource: { kind: 'user', dataset: 'Entered by the user' },
    }).riverFlood;
    const entered = enteredContext.river;
    expect(enteredContext.distanceToRiverKilometres ?? Infinity).toBeLessThan(9.3);
    expect(entered?.heightAboveRiverMetres).toBeLessThanOrEqual(
      entered?.floodplainHeightMetres ?? 0,
    );
    expect(entered?.withinFloodplain).toBe(true);
    // A bluff entered at its own height stays outside: the Davenport upland (210 m above sea level,
    // 40–60 m above the Mississippi) stands above the 5′ cell mean about it (203 m), on the upper
    // part of the cell's relief, where the cell-mean channel level (194 m) understates its height.
    const bluff = buildSiteHazardContext(store, {
      latitude: 41.54,
      longitude: -90.625,
      elevationMetres: 210,
      elevationSource: { kind: 'user', dataset: 'Entered by the user' },
    }).riverFlood.river;
    expect(bluff?.withinFloodplain).toBe(false);
  });

  it('gives no river discharge where precipitation is unknown, and says why', () => {
    const southPole = buildSiteHazardContext(store, { latitude: -89.99, longitude: 0 });
    expect(southPole.riverFlood.river).toBeNull();
    expect(southPole.warnings.some((warning) => warning.includes('No annual precipitation'))).toBe(
      true,
    );
  });

  it('gives coastal water levels and fingerprints on the coast and none inland', () => {
    const miami = context('miami').coastal;
    expect(miami.nearestWaterLevelPoint?.distanceKilometres).toBeLessThan(100);
    expect(miami.nearestWaterLevelPoint?.returnLevel100YearMetres).toBeGreaterThan(0);
    expect(miami.seaLevelFingerprints?.thermalExpansion).toBe(1);
    const phoenix = context('phoenix').coastal;
    expect(phoenix.nearestWaterLevelPoint).toBeNull();
    expect(phoenix.seaLevelFingerprints).toBeNull();
  });

  it('takes the basic wind speed from the building-code region and names it', () => {
    expect(context('london').extremeWind.codeRegion).toContain('UK national annex');
    expect(context('paris').extremeWind.basicWindSpeed50YearMetresPerSecond).toBe(24);
    expect(context('sydney').extremeWind.codeRegion).toContain('AS/NZS 1170.2');
    expect(context('lagos').extremeWind.codeRegion).toContain('Nigeria');
    // Where no code is tabulated (Iceland), no default speed is assumed, and a warning says so.
    const reykjavik = buildSiteHazardContext(store, { latitude: 64.1466, longitude: -21.9426 });
    expect(reykjavik.extremeWind.basicWindSpeed50YearMetresPerSecond).toBeNull();
    expect(reykjavik.warnings.some((warning) => warning.includes('no default speed'))).toBe(true);
  });

  it('lists only datasets of the manifest plus the ones given, each once', () => {
    const result = context('miami');
    const ids = result.datasets.map((dataset) => dataset.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('tc-site-wind-return-levels');
    expect(ids).toContain('kirezci2020-extreme-water-levels');
    expect(context('phoenix').datasets.map((dataset) => dataset.id)).not.toContain(
      'kirezci2020-extreme-water-levels',
    );
  });

  it('gives a site at sea the sea-surface temperatures, an ocean region and warnings', () => {
    const atSea = buildSiteHazardContext(store, { latitude: 30, longitude: -40 });
    expect(siteHazardContextSchema.safeParse(atSea).success).toBe(true);
    expect(atSea.terrain.surface).toBe('ocean');
    expect(atSea.region?.acronym).toBe('NAO');
    // Subtropical North Atlantic surface air: about 19–26 °C through the year (NCEP R1).
    for (const temperature of atSea.climate.monthlyMeanTemperatureCelsius) {
      expect(temperature).toBeGreaterThan(15);
      expect(temperature).toBeLessThan(30);
    }
    expect(atSea.warnings.some((warning) => warning.includes('falls on the sea'))).toBe(true);
  });

  it('returns a schema-valid context for every test city', () => {
    for (const [name, site] of Object.entries(testSites)) {
      const result = buildSiteHazardContext(store, site);
      const parsed = siteHazardContextSchema.safeParse(result);
      expect(parsed.success, name).toBe(true);
      expect(result.region, name).not.toBeNull();
      expect(result.change.hotDaysAbove35Celsius, name).not.toBeNull();
      expect(result.climate.monthlyMeanTemperatureCelsius, name).toHaveLength(12);
    }
  });
});
