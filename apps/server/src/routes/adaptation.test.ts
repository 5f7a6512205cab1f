import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hazardKeys,
  adaptationCompareReplySchema,
  adaptationRunReplySchema,
  savedAdaptationListSchema,
} from '@hazardscope/contracts';
import { analyses } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { readRiskRun } from '../risk/read-risk-run.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { buy, saveRun } from '../testing/purchase-helpers.ts';
import { lockRaces } from '../testing/held-row-write.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())('adaptation calls on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string; _id: { $oid: string } };
  let stranger: { apiKey: string; _id: { $oid: string } };
  let purchasedId: string;
  let unpurchasedId: string;
  let runReply: ReturnType<typeof adaptationRunReplySchema.parse>;
  let baseRunId: string;

  // Pathway 1: option 1 leaves the roof covering out from 2040, option 2 raises the floor to
  // 2 m above ground from 2030. Sent in option order; they apply in year order.
  const pathwayOptions = [
    {
      optionNumber: 1,
      adaptationYear: 2040,
      capex: 50_000,
      fields: {},
      elements: { 'Roof covering': 'not_included' },
    },
    {
      optionNumber: 2,
      adaptationYear: 2030,
      capex: 20_000,
      fields: { heightAboveGround: 2 },
      elements: {},
    },
  ];

  beforeAll(async () => {
    testApp = await startTestApp(variant);
    owner = await registerVerifiedAccount(testApp);
    stranger = await registerVerifiedAccount(testApp);
    baseRunId = await runThroughApi(testApp, owner.apiKey);
    purchasedId = (await saveRun(testApp, owner.apiKey, baseRunId, 'Bought'))._id;
    await buy(testApp, owner.apiKey, purchasedId);
    const otherRun = await copyRun(testApp, baseRunId, owner._id.$oid);
    unpurchasedId = (await saveRun(testApp, owner.apiKey, otherRun, 'Not bought'))._id;
    const reply = await run(owner.apiKey, {
      analysisId: purchasedId,
      pathwayNumber: 1,
      options: pathwayOptions,
    });
    if (reply.statusCode !== 200) throw new Error(`adaptation run failed: ${reply.body}`);
    runReply = adaptationRunReplySchema.parse(reply.json());
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const run = (apiKey: string | undefined, payload: object) =>
    testApp.request({
      method: 'POST',
      url: '/api/adaptation/run',
      headers: apiKey === undefined ? {} : bearer(apiKey),
      payload,
    });
  const compare = (apiKey: string, payload: object) =>
    testApp.request({
      method: 'POST',
      url: '/api/adaptation/compare',
      headers: bearer(apiKey),
      payload,
    });
  const savedOf = (apiKey: string, analysisId: string) =>
    testApp.request({
      method: 'GET',
      url: `/api/adaptation/saved?analysisId=${analysisId}`,
      headers: bearer(apiKey),
    });
  const settings = { assetReplacementCost: 1_000_000, discountRate: 0.05, termYears: 30 };
  const pathwayOne = () => ({
    pathwayNumber: 1,
    options: runReply.options.map((option) => ({
      ...option,
      capex: option.optionNumber === 1 ? 50_000 : 20_000,
    })),
  });

  it('runs the options in the order of their years, each on top of the ones before, as the owner’s', async () => {
    expect(runReply.options.map((option) => [option.optionNumber, option.adaptationYear])).toEqual([
      [2, 2030],
      [1, 2040],
    ]);
    const [first, second] = await Promise.all(
      runReply.options.map((option) => readRiskRun(testApp.database.client, option.runId)),
    );
    expect(first?.accountId).toBe(owner._id.$oid);
    expect(first?.revisionGroupId).toBeNull();
    expect(first?.request.asset.fields).toEqual({ heightAboveGround: 2 });
    expect(first?.request.asset.elements).toEqual({});
    expect(second?.request.asset.fields).toEqual({ heightAboveGround: 2 });
    expect(second?.request.asset.elements).toEqual({ 'Roof covering': 'not_included' });
    // 'Not Included' drops the element from the run.
    expect(second?.analysis.inputs.asset.elements.map((element) => element.name)).not.toContain(
      'Roof covering',
    );
    expect(first?.analysis.inputs.asset.design.heightAboveGround).toBe(2);
  });

  it('refuses without login (401), an unpurchased analysis (403) and another user’s (404)', async () => {
    const body = (analysisId: string) => ({
      analysisId,
      pathwayNumber: 1,
      options: pathwayOptions,
    });
    expect((await run(undefined, body(purchasedId))).statusCode).toBe(401);
    const unpurchased = await run(owner.apiKey, body(unpurchasedId));
    expect(unpurchased.statusCode).toBe(403);
    expect(unpurchased.json().message).toMatch(/purchase this analysis/);
    expect((await run(stranger.apiKey, body(purchasedId))).statusCode).toBe(404);
    expect(
      (await compare(stranger.apiKey, { analysisId: purchasedId, settings, pathways: [] }))
        .statusCode,
    ).toBe(404);
    expect((await savedOf(stranger.apiKey, purchasedId)).statusCode).toBe(404);
  });

  it('answers a year off the 5-year steps or two options in one year with a 400 that says why', async () => {
    const offStep = await run(owner.apiKey, {
      analysisId: purchasedId,
      pathwayNumber: 1,
      options: [{ optionNumber: 1, adaptationYear: 2031, capex: 0 }],
    });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.body).toMatch(/every 5 years/);
    const sameYear = await run(owner.apiKey, {
      analysisId: purchasedId,
      pathwayNumber: 1,
      options: [
        { optionNumber: 1, adaptationYear: 2030, capex: 0 },
        { optionNumber: 2, adaptationYear: 2030, capex: 0 },
      ],
    });
    expect(sameYear.statusCode).toBe(400);
    expect(sameYear.body).toMatch(/its own adaptation year/);
    const negative = await run(owner.apiKey, {
      analysisId: purchasedId,
      pathwayNumber: 1,
      options: [{ optionNumber: 1, adaptationYear: 2030, capex: -1 }],
    });
    expect(negative.statusCode).toBe(400);
  });

  it('runs heat and wind thresholds sent nested as return frequencies at their annual probabilities', async () => {
    const reply = await run(owner.apiKey, {
      analysisId: purchasedId,
      pathwayNumber: 2,
      options: [
        {
          optionNumber: 1,
          adaptationYear: 2035,
          capex: 10_000,
          thresholds: { heat: { return_frequency: 100 }, wind: { return_frequency: null } },
        },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const [option] = adaptationRunReplySchema.parse(reply.json()).options;
    const stored = await readRiskRun(testApp.database.client, option?.runId ?? '');
    expect(stored?.request.asset.fields).toEqual({ heatThreshold: 0.01, windThreshold: null });
    expect(stored?.analysis.inputs.asset.design.heatThreshold).toBe(0.01);
    expect(stored?.analysis.inputs.asset.design.windThreshold).toBeNull();
  });

  it('answers a return frequency that is not offered, or a threshold given twice, with a 400 that says why', async () => {
    const withOption = (option: object) =>
      run(owner.apiKey, {
        analysisId: purchasedId,
        pathwayNumber: 2,
        options: [{ optionNumber: 1, adaptationYear: 2035, capex: 0, ...option }],
      });
    const probabilityAsYears = await withOption({
      thresholds: { wind: { return_frequency: 0.02 } },
    });
    expect(probabilityAsYears.statusCode).toBe(400);
    expect(probabilityAsYears.body).toMatch(
      /thresholds\.wind\.return_frequency must be a design return period in years \(one of 20, 50, 100/,
    );
    const twice = await withOption({
      fields: { heatThreshold: 0.01 },
      thresholds: { heat: { return_frequency: 100 } },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toMatch(/Give the heat threshold once/);
  });

  it('prices the baseline and the pathway from the stored runs by the NPV of premiums plus CAPEX', async () => {
    const reply = await compare(owner.apiKey, {
      analysisId: purchasedId,
      settings,
      pathways: [pathwayOne()],
    });
    expect(reply.statusCode).toBe(200);
    const comparison = adaptationCompareReplySchema.parse(reply.json());
    const base = await readRiskRun(
      testApp.database.client,
      (
        await testApp.request({
          method: 'GET',
          url: `/api/analysis/${purchasedId}`,
          headers: bearer(owner.apiKey),
        })
      ).json().runId,
    );
    const [raised, roofless] = await Promise.all(
      runReply.options.map((option) => readRiskRun(testApp.database.client, option.runId)),
    );
    // Hazards whose failure probability the base run does not calculate travel with their reason.
    expect(comparison.failureNotCalculated).toEqual(
      hazardKeys.flatMap((hazard) => {
        const entry = base?.analysis.metadata[hazard];
        return entry?.failure_no_calc_reason === undefined || entry.no_calc_reason !== undefined
          ? []
          : [{ hazard, reason: entry.failure_no_calc_reason }];
      }),
    );
    const startYear = comparison.scenarioStartYear;
    const index = (year: number) => year - startYear;
    const pathway = comparison.pathways[0];
    const total = pathway?.profile.totalRisk ?? [];
    // The baseline until 2030, the raised floor 2030–2039, both options from 2040.
    expect(total[index(2029)]).toBe(base?.analysis.properties.totalRisk[index(2029)]);
    expect(total[index(2030)]).toBe(raised?.analysis.properties.totalRisk[index(2030)]);
    expect(total[index(2039)]).toBe(raised?.analysis.properties.totalRisk[index(2039)]);
    expect(total[index(2040)]).toBe(roofless?.analysis.properties.totalRisk[index(2040)]);
    expect(total[index(2100)]).toBe(roofless?.analysis.properties.totalRisk[index(2100)]);

    // The NPV rule written out independently: 30 years from the current year at 5 %, premiums =
    // VAR × 1,000,000, and both CAPEX amounts discounted at their positions when in the window.
    const currentYear = testApp.now().getUTCFullYear();
    expect(comparison.currentYear).toBe(currentYear);
    let expected = 0;
    for (let position = 1; position <= 30; position += 1) {
      expected += ((total[index(currentYear) + position - 1] ?? 0) * 1_000_000) / 1.05 ** position;
    }
    for (const [year, amount] of [
      [2030, 20_000],
      [2040, 50_000],
    ] as const) {
      const position = year - currentYear + 1;
      if (position >= 1 && position <= 30) expected += amount / 1.05 ** position;
    }
    expect(pathway?.netPresentValue).toBeCloseTo(expected, 6);
    expect(pathway?.savedAgainstBaseline).toBeCloseTo(
      comparison.baseline.netPresentValue - expected,
      6,
    );
  });

  it('refuses to price runs that are not the caller’s', async () => {
    const reply = await compare(stranger.apiKey, {
      analysisId: purchasedId,
      settings,
      pathways: [pathwayOne()],
    });
    expect(reply.statusCode).toBe(404);
  });

  it('saves an option under the analysis, hidden from My Analyses, replaces it on a second save, deletes it', async () => {
    const [option] = runReply.options;
    if (option === undefined) throw new Error('no option run');
    const save = () =>
      testApp.request({
        method: 'POST',
        url: '/api/analysis',
        headers: bearer(owner.apiKey),
        payload: {
          runId: option.runId,
          title: 'Bought — Pathway 1, Option 2',
          isAdaptation: true,
          parentAnalysisId: purchasedId,
          adaptationOptions: {
            pathwayNumber: 1,
            optionNumber: option.optionNumber,
            adaptationYear: option.adaptationYear,
            capex: 20_000,
            assetCost: 1_000_000,
            discountRate: 0.05,
            fields: { heightAboveGround: 2 },
            elements: {},
          },
        },
      });
    expect((await save()).statusCode).toBe(200);
    const copy = await copyRun(testApp, option.runId, owner._id.$oid);
    const again = await testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(owner.apiKey),
      payload: {
        runId: copy,
        title: 'Bought — Pathway 1, Option 2 again',
        parentAnalysisId: purchasedId,
        adaptationOptions: {
          pathwayNumber: 1,
          optionNumber: 2,
          adaptationYear: 2030,
          capex: 25_000,
        },
      },
    });
    expect(again.statusCode).toBe(200);
    const saved = savedAdaptationListSchema.parse(
      (await savedOf(owner.apiKey, purchasedId)).json(),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      pathwayNumber: 1,
      optionNumber: 2,
      adaptationYear: 2030,
      capex: 25_000,
      runId: copy,
    });
    const listed = (
      await testApp.request({ method: 'GET', url: '/api/analysis', headers: bearer(owner.apiKey) })
    ).json() as { _id: string }[];
    expect(listed.map((analysis) => analysis._id)).not.toContain(saved[0]?._id);

    const toStrangersAnalysis = await testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(stranger.apiKey),
      payload: {
        runId: await copyRun(testApp, option.runId, stranger._id.$oid),
        title: 'Not mine',
        parentAnalysisId: purchasedId,
        adaptationOptions: { pathwayNumber: 1, optionNumber: 1, adaptationYear: 2030 },
      },
    });
    expect(toStrangersAnalysis.statusCode).toBe(404);

    const deleted = await testApp.request({
      method: 'POST',
      url: '/api/analysis/delete-adaptation',
      headers: bearer(owner.apiKey),
      payload: { pathwayNumber: 'pathway1', optionNumber: 'option2', currentID: purchasedId },
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await savedOf(owner.apiKey, purchasedId)).json()).toEqual([]);
  });

  describe.runIf(variant.name === 'postgres')('saved as its analysis is deleted', () => {
    // PGlite runs one transaction at a time: only PostgreSQL can interleave a delete and a save.
    let parentId: string;
    let optionRunId: string;
    // A run of its own for each test: saving a run saved before only renames what it was saved as.
    beforeEach(async () => {
      const copy = await copyRun(testApp, baseRunId, owner._id.$oid);
      parentId = (await saveRun(testApp, owner.apiKey, copy, 'Deleted while adapted'))._id;
      const [option] = runReply.options;
      if (option === undefined) throw new Error('no option run');
      optionRunId = await copyRun(testApp, option.runId, owner._id.$oid);
    });

    const deleteParent = () =>
      testApp.request({
        method: 'DELETE',
        url: `/api/analysis?id=${parentId}`,
        headers: bearer(owner.apiKey),
      });
    const saveAdaptation = () =>
      testApp.request({
        method: 'POST',
        url: '/api/analysis',
        headers: bearer(owner.apiKey),
        payload: {
          runId: optionRunId,
          title: 'Deleted while adapted — Pathway 1, Option 2',
          parentAnalysisId: parentId,
          adaptationOptions: { pathwayNumber: 1, optionNumber: 2, adaptationYear: 2030 },
        },
      });
    const adaptationsOfParent = () =>
      testApp.database.client
        .select({ id: analyses.id })
        .from(analyses)
        .where(eq(analyses.parentAnalysisId, parentId));

    it('answers 404 when the delete went first: the save waits for it, then finds no analysis', async () => {
      // The delete stops just before deleting the analysis itself, having locked it; the save must
      // wait for the delete's lock (or, without one, it is answered meanwhile).
      const race = await lockRaces(testApp.database).interleave(
        { operation: 'delete', rowCondition: `old.id = '${parentId}'` },
        deleteParent,
        saveAdaptation,
      );
      expect(race.first.json()).toEqual({ deleted: 1 });
      expect(race.second.statusCode).toBe(404);
      expect(race.second.json()).toMatchObject({
        error: 'NOT_FOUND',
        message: 'Analysis not found.',
        field: 'parentAnalysisId',
      });
      expect(await adaptationsOfParent()).toEqual([]);
    }, 60_000);

    it('deletes the adaptation with its analysis when the save went first: the delete waits for it', async () => {
      // The save stops just before storing the adaptation, having read its analysis; the delete
      // must wait for the save's lock (or, without one, it is answered meanwhile).
      const race = await lockRaces(testApp.database).interleave(
        { operation: 'insert', rowCondition: `new.parent_analysis_id = '${parentId}'` },
        saveAdaptation,
        deleteParent,
      );
      expect(race.first.statusCode).toBe(200);
      expect(race.second.json()).toEqual({ deleted: 1 });
      expect(await adaptationsOfParent()).toEqual([]);
    }, 60_000);
  });
});
