import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedAnalysisSchema } from '@hazardscope/contracts';
import { accounts, analyses, analysisViewers, orders, riskRuns } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import {
  bearer,
  registerVerifiedAccount,
  uniqueUsername,
  verifiedPasswordlessAccount,
} from '../testing/account-helpers.ts';
import {
  buy,
  confirmOrder,
  declinedCard,
  openOrder,
  saveRun,
} from '../testing/purchase-helpers.ts';
import { deleteWhenReferenced } from '../testing/deleted-while-referenced.ts';
import { lockRaces } from '../testing/held-row-write.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const allowListedUsername = uniqueUsername('allowed');
const unprovenAllowListedUsername = uniqueUsername('unproven');

describe.each(databaseVariants())('saved-analysis calls on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string; _id: { $oid: string } };
  let stranger: { apiKey: string; _id: { $oid: string } };
  /** One real run; the tests save copies of it, as identical requests would store. */
  let baseRunId: string;
  const ownRun = () => copyRun(testApp, baseRunId, owner._id.$oid);

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      environment: { ALLOWLIST: `${allowListedUsername},${unprovenAllowListedUsername}` },
    });
    owner = await registerVerifiedAccount(testApp);
    stranger = await registerVerifiedAccount(testApp);
    baseRunId = await runThroughApi(testApp, owner.apiKey);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.request(options);
  const save = (apiKey: string, payload: object) =>
    inject({ method: 'POST', url: '/api/analysis', headers: bearer(apiKey), payload });
  const list = async (apiKey: string) =>
    (
      await inject({ method: 'GET', url: '/api/analysis', headers: bearer(apiKey) })
    ).json() as Array<Record<string, unknown> & { _id: string }>;
  const readOne = (id: string, apiKey?: string) =>
    inject({
      method: 'GET',
      url: `/api/analysis/${id}`,
      headers: apiKey === undefined ? {} : bearer(apiKey),
    });
  const readShared = (id: string, apiKey?: string) =>
    inject({
      method: 'GET',
      url: `/api/share_analysis/${id}`,
      headers: apiKey === undefined ? {} : bearer(apiKey),
    });

  it('builds the stored analysis from the run: inputs, design values, materials, engine version', async () => {
    const runId = await ownRun();
    const reply = await save(owner.apiKey, { runId, title: '1 George St, Sydney' });
    expect(reply.statusCode).toBe(200);
    const saved = savedAnalysisSchema.parse(reply.json());
    expect(saved).toMatchObject({
      title: '1 George St, Sydney',
      parentAnalysisId: null,
      userId: { $oid: owner._id.$oid },
      createdAt: { $date: testApp.now().toISOString() },
      runId,
      input_source: 'ana_v1_schema',
      realResults: false,
      properties: { archetype: 'SO', address: '1 George St, Sydney', sample: true },
      engineVersion: expect.any(String),
    });
    expect(saved.groupId).toBe(saved._id);
    expect(saved.payment).toBeUndefined();
    const design = (saved as unknown as { design: Record<string, unknown> }).design as {
      fieldValues: Record<string, unknown>;
      elements: { name: string; materialId: string; materialName: string }[];
    };
    expect(design.fieldValues.replacementCost).toEqual(expect.any(Number));
    expect(design.elements.length).toBeGreaterThan(0);
    expect(design.elements[0]).toMatchObject({
      materialId: expect.any(String),
      materialName: expect.any(String),
    });
    expect((await list(owner.apiKey)).map((analysis) => analysis._id)).toContain(saved._id);
  });

  it('lists summaries, the whole analyses on request, and one whole analysis by id', async () => {
    const saved = await saveRun(testApp, owner.apiKey, await ownRun(), 'Summarised');
    const summary = (await list(owner.apiKey)).find((analysis) => analysis._id === saved._id);
    expect(summary).toMatchObject({
      _id: saved._id,
      groupId: saved.groupId,
      title: 'Summarised',
      input_source: 'ana_v1_schema',
      geometry: { type: 'Point', coordinates: [151.2073, -33.8679] },
      properties: { address: '1 George St, Sydney', archetype: 'SO', assetLifeEnd: 2100 },
    });
    expect(summary).not.toHaveProperty('realResults');
    const full = await inject({
      method: 'GET',
      url: '/api/analysis?include=full',
      headers: bearer(owner.apiKey),
    });
    const whole = (full.json() as Array<{ _id: string }>).find(
      (analysis) => analysis._id === saved._id,
    );
    expect(whole).toEqual(saved);
    expect((await readOne(saved._id, owner.apiKey)).json()).toEqual(saved);
    expect((await readOne(saved._id, stranger.apiKey)).statusCode).toBe(404);
  });

  it('takes no document from the client: a body without a run id is refused, naming the field', async () => {
    const reply = await save(owner.apiKey, {
      analysis: JSON.stringify({ properties: { totalRisk: [0.5] }, payment: { date: '2020' } }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().field).toBe('runId');
    const claimed = await save(owner.apiKey, {
      runId: await ownRun(),
      title: 'Claims a payment',
      payment: { date: '2020-01-01' },
      realResults: true,
    });
    expect(claimed.json().payment).toBeUndefined();
    expect(claimed.json().realResults).toBe(false);
  });

  it("refuses an unknown run or another user's run with 404", async () => {
    const unknown = await save(owner.apiKey, {
      runId: '00000000-0000-4000-8000-000000000000',
      title: 'Nothing',
    });
    expect(unknown.statusCode).toBe(404);
    const theirs = await save(stranger.apiKey, { runId: await ownRun(), title: 'Not mine' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toContain('run was not found');
  });

  it('answers 404 naming the run, not a failure, when the run expires as it is saved', async () => {
    const runId = await ownRun();
    // The hourly clean-up deletes the unsaved run between reading it and storing the analysis.
    const stopDeleting = await deleteWhenReferenced(testApp.database, analyses.runId);
    try {
      const reply = await save(owner.apiKey, { runId, title: 'Expired as saved' });
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json()).toMatchObject({
        error: 'NOT_FOUND',
        message:
          'The analysis run was not found: it may have expired. Run the analysis again, then save it.',
        field: 'runId',
      });
    } finally {
      await stopDeleting();
    }
  });

  it('lets a user save a run they made before logging in, which then is theirs', async () => {
    const anonymousRun = await copyRun(testApp, baseRunId, null);
    const saved = await saveRun(testApp, stranger.apiKey, anonymousRun, 'Made anonymously');
    expect(saved.runId).toBe(anonymousRun);
    expect((await save(owner.apiKey, { runId: anonymousRun, title: 'Mine now?' })).statusCode).toBe(
      404,
    );
  });

  it('renames an analysis saved again from the same run', async () => {
    const runId = await ownRun();
    const saved = await saveRun(testApp, owner.apiKey, runId, 'Old title');
    const renamed = await saveRun(testApp, owner.apiKey, runId, 'New title');
    expect(renamed._id).toBe(saved._id);
    expect(renamed.title).toBe('New title');
  });

  it('needs a login to save or list', async () => {
    const reply = await inject({
      method: 'POST',
      url: '/api/analysis',
      payload: { runId: baseRunId, title: 'x' },
    });
    expect(reply.statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/analysis' })).statusCode).toBe(401);
  });

  it('decides real or sample when read: purchased, share link of the purchaser, verified allow-list', async () => {
    const saved = await saveRun(testApp, owner.apiKey, await ownRun(), 'Decided when read');
    const sampleForOwner = (await readOne(saved._id, owner.apiKey)).json();
    expect(sampleForOwner.realResults).toBe(false);
    expect(sampleForOwner.properties.sample).toBe(true);
    expect((await readShared(saved._id)).json().realResults).toBe(false);

    const allowListed = await registerVerifiedAccount(testApp, allowListedUsername);
    const forAllowListed = (await readShared(saved._id, allowListed.apiKey)).json();
    expect(forAllowListed.realResults).toBe(true);
    expect(forAllowListed.properties.sample).toBe(false);

    // An allow-listed address whose proof is missing (e.g. changed and not yet confirmed) sees samples.
    const unproven = await registerVerifiedAccount(testApp, unprovenAllowListedUsername);
    await testApp.database.client
      .update(accounts)
      .set({ emailVerifiedAt: null })
      .where(eq(accounts.username, unprovenAllowListedUsername));
    const forUnproven = (await readShared(saved._id, unproven.apiKey)).json();
    expect(forUnproven.realResults).toBe(false);
    expect(forUnproven.properties.sample).toBe(true);

    await buy(testApp, owner.apiKey, saved._id);
    const real = (await readOne(saved._id, owner.apiKey)).json();
    expect(real.realResults).toBe(true);
    expect(real.properties.sample).toBe(false);
    expect(real.payment).toEqual({ date: testApp.now().toISOString() });
    const throughShareLink = (await readShared(saved._id)).json();
    expect(throughShareLink.realResults).toBe(true);
    expect(throughShareLink.properties.totalRisk).toEqual(real.properties.totalRisk);
  });

  it('hides adaptation analyses from the list and deletes them by pathway and option', async () => {
    const base = await saveRun(testApp, owner.apiKey, await ownRun(), 'Base');
    const adaptation = (
      await save(owner.apiKey, {
        runId: await ownRun(),
        title: 'Pathway 2 option 3',
        parentAnalysisId: base._id,
        adaptationOptions: { pathwayNumber: 2, optionNumber: 'option3', capex: 1000 },
      })
    ).json();
    expect(adaptation.groupId).toBe(base.groupId);
    const ids = (await list(owner.apiKey)).map((analysis) => analysis._id);
    expect(ids).toContain(base._id);
    expect(ids).not.toContain(adaptation._id);

    const deleteAdaptation = (
      pathwayNumber: unknown,
      optionNumber: unknown,
      apiKey = owner.apiKey,
    ) =>
      inject({
        method: 'POST',
        url: '/api/analysis/delete-adaptation',
        headers: bearer(apiKey),
        payload: { pathwayNumber, optionNumber, currentID: base._id },
      });
    expect((await deleteAdaptation('pathway2', 'option3', stranger.apiKey)).statusCode).toBe(404);
    expect((await deleteAdaptation(1, 3)).statusCode).toBe(404);
    const deleted = await deleteAdaptation('pathway2', 3);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await deleteAdaptation('pathway2', 3)).statusCode).toBe(404);
  });

  it("keeps another user's analyses out of reach: not listed, not deleted", async () => {
    const mine = await saveRun(testApp, owner.apiKey, await ownRun(), 'Private');
    expect((await list(stranger.apiKey)).map((analysis) => analysis._id)).not.toContain(mine._id);
    const byId = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${mine._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(byId.statusCode).toBe(404);
    const byGroup = await inject({
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${mine.groupId}`,
      headers: bearer(stranger.apiKey),
    });
    expect(byGroup.statusCode).toBe(404);
    const original = (await list(owner.apiKey)).find((analysis) => analysis._id === mine._id);
    expect(original?.title).toBe('Private');
  });

  it('deletes an unpaid analysis, and a whole group', async () => {
    const single = await saveRun(testApp, owner.apiKey, await ownRun());
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${single._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    const group = await saveRun(testApp, owner.apiKey, await ownRun());
    const removed = await inject({
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${group.groupId}`,
      headers: bearer(owner.apiKey),
    });
    expect(removed.json()).toEqual({ deleted: 1 });
    const remaining = (await list(owner.apiKey)).map((analysis) => analysis._id);
    expect(remaining).not.toContain(single._id);
    expect(remaining).not.toContain(group._id);
  });

  it('deletes an unpaid analysis that has orders, and keeps the orders', async () => {
    // Opening the purchase dialog opens an order; a declined card leaves a failed one.
    const opened = await saveRun(testApp, owner.apiKey, await ownRun(), 'Purchase opened');
    const openedOrder = await openOrder(testApp, owner.apiKey, opened._id);
    expect(openedOrder.statusCode).toBe(200);
    const declined = await saveRun(testApp, owner.apiKey, await ownRun(), 'Card declined');
    const declinedOrder = await openOrder(testApp, owner.apiKey, declined._id);
    const declinedOrderId = declinedOrder.json().orderId as string;
    expect(
      (await confirmOrder(testApp, owner.apiKey, declinedOrderId, declinedCard)).statusCode,
    ).toBe(402);

    const byId = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${opened._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual({ deleted: 1 });
    const byGroup = await inject({
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${declined.groupId}`,
      headers: bearer(owner.apiKey),
    });
    expect(byGroup.statusCode, byGroup.body).toBe(200);
    expect(byGroup.json()).toEqual({ deleted: 1 });
    const remaining = (await list(owner.apiKey)).map((analysis) => analysis._id);
    expect(remaining).not.toContain(opened._id);
    expect(remaining).not.toContain(declined._id);

    // The orders stay, as the record of what was tried, no longer naming an analysis.
    const kept = await testApp.database.client
      .select({ id: orders.id, analysisId: orders.analysisId, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [openedOrder.json().orderId as string, declinedOrderId]));
    expect(new Map(kept.map((order) => [order.id, order]))).toEqual(
      new Map([
        [
          openedOrder.json().orderId,
          { id: openedOrder.json().orderId, analysisId: null, status: 'pending' },
        ],
        [declinedOrderId, { id: declinedOrderId, analysisId: null, status: 'failed' }],
      ]),
    );
  });

  it('refuses to delete a purchased analysis or its group', async () => {
    const paid = await saveRun(testApp, owner.apiKey, await ownRun(), 'Purchased');
    await buy(testApp, owner.apiKey, paid._id);
    const byId = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${paid._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(byId.statusCode).toBe(409);
    expect(byId.json().message).toBe('A purchased analysis cannot be deleted.');
    const byGroup = await inject({
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${paid.groupId}`,
      headers: bearer(owner.apiKey),
    });
    expect(byGroup.statusCode).toBe(409);
  });

  it('lets its owner stop sharing a purchased analysis, and tells no reader the owner’s id', async () => {
    const shared = await saveRun(testApp, owner.apiKey, await ownRun(), 'Bought and shared');
    await buy(testApp, owner.apiKey, shared._id);
    const anonymous = await readShared(shared._id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().realResults).toBe(true);
    const viewer = await readShared(shared._id, stranger.apiKey);
    for (const reply of [anonymous, viewer]) {
      expect(reply.json().sharedWithMe).toBe(true);
      expect(reply.body).not.toContain(owner._id.$oid);
    }
    const listed = (await list(stranger.apiKey)).find((entry) => entry._id === shared._id);
    expect(JSON.stringify(listed)).not.toContain(owner._id.$oid);
    expect((await readShared(shared._id, owner.apiKey)).json().userId).toEqual(owner._id);

    const setSharing = (apiKey: string, shared_: boolean) =>
      inject({
        method: 'POST',
        url: `/api/analysis/${shared._id}/sharing`,
        headers: bearer(apiKey),
        payload: { shared: shared_ },
      });
    // Only its owner may: anyone else is told there is no such analysis of theirs.
    expect((await setSharing(stranger.apiKey, false)).statusCode).toBe(404);
    const stopped = await setSharing(owner.apiKey, false);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ shared: false });
    for (const apiKey of [undefined, stranger.apiKey]) {
      const refused = await readShared(shared._id, apiKey);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe(
        'The owner of this analysis has stopped sharing it, so this link no longer opens it. Ask them for it again.',
      );
    }
    expect((await list(stranger.apiKey)).some((entry) => entry._id === shared._id)).toBe(false);
    expect((await readOne(shared._id, stranger.apiKey)).statusCode).toBe(404);
    // Its owner still reads it, and is told it is not shared.
    expect((await readOne(shared._id, owner.apiKey)).json().sharingStopped).toBe(true);
    expect((await readShared(shared._id, owner.apiKey)).statusCode).toBe(200);

    expect((await setSharing(owner.apiKey, true)).json()).toEqual({ shared: true });
    expect((await readShared(shared._id)).statusCode).toBe(200);
    expect((await readOne(shared._id, owner.apiKey)).json().sharingStopped).toBeUndefined();
  });

  it('shares by link without login, and adds it to a logged-in viewer’s list as a link', async () => {
    const shared = await saveRun(testApp, owner.apiKey, await ownRun(), 'Shared');
    const anonymous = await readShared(shared._id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ _id: shared._id, title: 'Shared' });

    const viewer = await readShared(shared._id, stranger.apiKey);
    expect(viewer.json().sharedWithMe).toBe(true);
    const inViewerList = (await list(stranger.apiKey)).find(
      (analysis) => analysis._id === shared._id,
    );
    expect(inViewerList).toMatchObject({ sharedWithMe: true, title: 'Shared' });
    expect((await readOne(shared._id, stranger.apiKey)).statusCode).toBe(200);
    expect((await readShared(shared._id, owner.apiKey)).json().sharedWithMe).toBeUndefined();

    const unlink = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${shared._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(unlink.json()).toEqual({ deleted: 0 });
    expect((await list(stranger.apiKey)).map((analysis) => analysis._id)).not.toContain(shared._id);
    expect((await list(owner.apiKey)).map((analysis) => analysis._id)).toContain(shared._id);
  });

  it('answers 404, not a failure, when the owner deletes a shared analysis as a viewer opens it', async () => {
    const shared = await saveRun(testApp, owner.apiKey, await ownRun(), 'Deleted as opened');
    // Deleted between reading the analysis and linking it into the viewer's list.
    const stopDeleting = await deleteWhenReferenced(testApp.database, analysisViewers.analysisId);
    try {
      const opened = await readShared(shared._id, stranger.apiKey);
      expect(opened.statusCode, opened.body).toBe(404);
      expect(opened.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Analysis not found.' });
    } finally {
      await stopDeleting();
    }
    // (The trigger's delete is undone with the statement that failed, so here the analysis is
    // still there; what is tested is the answer.)
    expect((await list(stranger.apiKey)).map((analysis) => analysis._id)).not.toContain(shared._id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await readShared(id)).statusCode).toBe(404);
    }
    const missingQuery = await inject({
      method: 'DELETE',
      url: '/api/analysis',
      headers: bearer(owner.apiKey),
    });
    expect(missingQuery.statusCode).toBe(400);
    expect(missingQuery.json().field).toBe('id');
  });

  it('mails the analysis link to an account without a password', async () => {
    const { username, apiKey } = await verifiedPasswordlessAccount(testApp);
    const runId = await copyRun(testApp, baseRunId, null);
    const saved = await saveRun(testApp, apiKey, runId, 'Mailed');
    const mail = await testApp.latestMailTo(username);
    expect(mail?.text).toContain(`?analysisId=${saved._id}`);
  });

  it('mails nothing about a save to an address not yet proven', async () => {
    const { apiKey } = await verifiedPasswordlessAccount(testApp, uniqueUsername('renamer'));
    const victim = uniqueUsername('victim');
    const renamed = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(apiKey),
      payload: { username: victim, newsletter: 0 },
    });
    expect(renamed.json().data.emailVerified).toBe(false);
    const runId = await copyRun(testApp, baseRunId, null);
    await saveRun(testApp, apiKey, runId, 'Buy cheap pills');
    const mail = await testApp.latestMailTo(victim);
    expect(mail?.subject).not.toContain('Saved analysis');
  });

  describe.runIf(variant.name === 'postgres')('a revision saved as its group is deleted', () => {
    // PGlite runs one transaction at a time: only PostgreSQL can interleave a delete and a save.
    let originalId: string;
    let revisionRunId: string;
    // What POST /api/risk stores for a re-run of an unpaid group (an allow-listed account may make
    // one): a run naming the group it revises.
    beforeEach(async () => {
      originalId = (await saveRun(testApp, owner.apiKey, await ownRun(), 'Deleted while revised'))
        ._id;
      revisionRunId = await ownRun();
      await testApp.database.client
        .update(riskRuns)
        .set({ revisionGroupId: originalId })
        .where(eq(riskRuns.id, revisionRunId));
    });
    const deleteOriginal = () =>
      inject({
        method: 'DELETE',
        url: `/api/analysis?id=${originalId}`,
        headers: bearer(owner.apiKey),
      });
    const saveRevision = () =>
      save(owner.apiKey, { runId: revisionRunId, title: 'Deleted while revised, revision 2' });
    const groupMembers = () =>
      testApp.database.client
        .select({ id: analyses.id })
        .from(analyses)
        .where(eq(analyses.groupId, originalId));

    it('answers 404 when the delete went first: the save waits for it, then finds no group', async () => {
      // The delete stops just before deleting the analysis, having locked it; the save must wait
      // for the delete's lock (or, without one, it is answered meanwhile).
      const race = await lockRaces(testApp.database).interleave(
        { operation: 'delete', rowCondition: `old.id = '${originalId}'` },
        deleteOriginal,
        saveRevision,
      );
      expect(race.first.json()).toEqual({ deleted: 1 });
      expect(race.second.statusCode).toBe(404);
      expect(race.second.json()).toMatchObject({
        error: 'NOT_FOUND',
        message: 'Analysis not found.',
      });
      // No revision was kept in a group deleted under it.
      expect(await groupMembers()).toEqual([]);
    }, 60_000);

    it('lets the delete wait when the save went first', async () => {
      // The save stops just before storing the revision, having read the group.
      const race = await lockRaces(testApp.database).interleave(
        {
          operation: 'insert',
          rowCondition: `new.group_id = '${originalId}' and new.id <> '${originalId}'`,
        },
        saveRevision,
        deleteOriginal,
      );
      // The delete was not answered while the save held the group: it waited.
      expect(race.secondAnsweredWhileHeld).toBe(false);
      expect(race.first.statusCode).toBe(200);
      expect(race.second.json()).toEqual({ deleted: 1 });
      // The revision stands on its own, as when the two had come one after the other.
      expect(await groupMembers()).toEqual([
        { id: savedAnalysisSchema.parse(race.first.json())._id },
      ]);
    }, 60_000);

    it('deletes a revision saved as its whole group is deleted: the group delete waits for the save', async () => {
      const race = await lockRaces(testApp.database).interleave(
        {
          operation: 'insert',
          rowCondition: `new.group_id = '${originalId}' and new.id <> '${originalId}'`,
        },
        saveRevision,
        () =>
          inject({
            method: 'DELETE',
            url: `/api/analysis/group?groupId=${originalId}`,
            headers: bearer(owner.apiKey),
          }),
      );
      expect(race.secondAnsweredWhileHeld).toBe(false);
      expect(race.first.statusCode).toBe(200);
      // The original and the revision stored while the delete waited: nothing of the group is left.
      expect(race.second.json()).toEqual({ deleted: 2 });
      expect(await groupMembers()).toEqual([]);
    }, 60_000);
  });
});
