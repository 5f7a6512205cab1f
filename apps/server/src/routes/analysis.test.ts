import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAnalysisPaid } from '../analyses/mark-analysis-paid.ts';
import { databaseVariants } from '../database/test-databases.ts';
import {
  bearer,
  readVerificationCode,
  registerVerifiedAccount,
  uniqueUsername,
} from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** The envelope of an analysis as the web holds it, plus a result field the server passes through. */
function sampleAnalysis(overrides: Record<string, unknown> = {}) {
  return {
    title: '1 George St, Sydney',
    input_source: 'ana_v1_schema',
    warnings: ['DEBUG sampled'],
    geometry: { type: 'Point', coordinates: [151.2073, -33.8679] },
    properties: {
      name: 'Office',
      address: '1 George St, Sydney',
      archetype: 'SO',
      assetLifeEnd: 2100,
      totalRisk: [0.001, 0.0012],
    },
    ...overrides,
  };
}

describe.each(databaseVariants())('saved-analysis calls on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string; _id: { $oid: string } };
  let stranger: { apiKey: string };

  beforeAll(async () => {
    testApp = await startTestApp(variant);
    owner = await registerVerifiedAccount(testApp);
    stranger = await registerVerifiedAccount(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.request(options);
  const save = (apiKey: string, analysis: unknown, isAdaptation?: boolean) =>
    inject({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(apiKey),
      payload: { analysis, ...(isAdaptation === undefined ? {} : { isAdaptation }) },
    });
  const list = async (apiKey: string) =>
    (
      await inject({ method: 'GET', url: '/api/analysis', headers: bearer(apiKey) })
    ).json() as Array<Record<string, unknown> & { _id: string }>;

  it('saves an analysis sent as a JSON string and lists it with its server fields', async () => {
    const reply = await save(owner.apiKey, JSON.stringify(sampleAnalysis()));
    expect(reply.statusCode).toBe(200);
    const saved = reply.json();
    expect(saved).toMatchObject({
      _id: expect.any(String),
      title: '1 George St, Sydney',
      parentAnalysisId: null,
      userId: { $oid: owner._id.$oid },
      createdAt: { $date: testApp.now().toISOString() },
      properties: { archetype: 'SO', totalRisk: [0.001, 0.0012] },
      warnings: ['DEBUG sampled'],
    });
    expect(saved.groupId).toBe(saved._id);
    expect(saved.payment).toBeUndefined();
    expect((await list(owner.apiKey)).map((analysis) => analysis._id)).toContain(saved._id);
  });

  it('lists summaries, the whole analyses on request, and one whole analysis by id', async () => {
    const saved = (await save(owner.apiKey, sampleAnalysis({ title: 'Summarised' }))).json();
    const summary = (await list(owner.apiKey)).find((analysis) => analysis._id === saved._id);
    expect(summary).toEqual({
      _id: saved._id,
      groupId: saved.groupId,
      title: 'Summarised',
      parentAnalysisId: null,
      createdAt: saved.createdAt,
      userId: saved.userId,
      input_source: 'ana_v1_schema',
      warnings: ['DEBUG sampled'],
      geometry: { type: 'Point', coordinates: [151.2073, -33.8679] },
      properties: {
        name: 'Office',
        address: '1 George St, Sydney',
        archetype: 'SO',
        assetLifeEnd: 2100,
      },
    });
    const full = await inject({
      method: 'GET',
      url: '/api/analysis?include=full',
      headers: bearer(owner.apiKey),
    });
    const whole = (full.json() as Array<{ _id: string }>).find(
      (analysis) => analysis._id === saved._id,
    );
    expect(whole).toEqual(saved);
    const one = await inject({
      method: 'GET',
      url: `/api/analysis/${saved._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(one.json()).toEqual(saved);
    const foreign = await inject({
      method: 'GET',
      url: `/api/analysis/${saved._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('accepts the analysis as an object too', async () => {
    const reply = await save(owner.apiKey, sampleAnalysis({ title: 'As object' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().title).toBe('As object');
  });

  it('ignores a payment the client claims', async () => {
    const reply = await save(owner.apiKey, sampleAnalysis({ payment: { date: '2020-01-01' } }));
    expect(reply.json().payment).toBeUndefined();
  });

  it('refuses an analysis without a Point geometry, naming the field', async () => {
    const reply = await save(owner.apiKey, { ...sampleAnalysis(), geometry: { type: 'Polygon' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().field).toMatch(/^analysis/);
    const notJson = await save(owner.apiKey, '{"geometry":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().field).toMatch(/^analysis/);
  });

  it('needs a login to save or list', async () => {
    const reply = await inject({
      method: 'POST',
      url: '/api/analysis',
      payload: { analysis: sampleAnalysis() },
    });
    expect(reply.statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/analysis' })).statusCode).toBe(401);
  });

  it('keeps revisions in one group and refuses the fourth', async () => {
    const first = (await save(owner.apiKey, sampleAnalysis({ title: 'Rev 1' }))).json();
    const second = await save(
      owner.apiKey,
      sampleAnalysis({ title: 'Rev 2', groupId: first.groupId }),
    );
    const third = await save(
      owner.apiKey,
      sampleAnalysis({ title: 'Rev 3', parentAnalysisId: first._id }),
    );
    expect(second.json().groupId).toBe(first.groupId);
    expect(third.json().groupId).toBe(first.groupId);
    const adaptation = await save(
      owner.apiKey,
      sampleAnalysis({
        groupId: first.groupId,
        parentAnalysisId: first._id,
        adaptationOptions: {
          pathwayNumber: 'pathway1',
          optionNumber: 1,
          adaptationYear: 2030,
          capex: 0,
        },
      }),
      true,
    );
    expect(adaptation.statusCode).toBe(200);
    const fourth = await save(
      owner.apiKey,
      sampleAnalysis({ title: 'Rev 4', groupId: first.groupId }),
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Maximum number of analysis revisions reached');
  });

  it('lets only one of two concurrent saves take the last revision of a group', async () => {
    const first = (await save(owner.apiKey, sampleAnalysis({ title: 'Race 1' }))).json();
    await save(owner.apiKey, sampleAnalysis({ title: 'Race 2', groupId: first.groupId }));
    const replies = await Promise.all(
      [3, 4, 5].map((revision) =>
        save(owner.apiKey, sampleAnalysis({ title: `Race ${revision}`, groupId: first.groupId })),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('hides adaptation analyses from the list and deletes them by pathway and option', async () => {
    const base = (await save(owner.apiKey, sampleAnalysis({ title: 'Base' }))).json();
    const adaptation = (
      await save(
        owner.apiKey,
        sampleAnalysis({
          parentAnalysisId: base._id,
          adaptationOptions: { pathwayNumber: 2, optionNumber: 'option3', capex: 1000 },
        }),
      )
    ).json();
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

  it("keeps another user's analyses out of reach: not listed, not deleted, not changed", async () => {
    const mine = (await save(owner.apiKey, sampleAnalysis({ title: 'Private' }))).json();
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
    // Saving with the owner's _id or groupId makes the stranger's own copy; the original is untouched.
    const overwrite = await save(
      stranger.apiKey,
      sampleAnalysis({ _id: mine._id, groupId: mine.groupId, title: 'Hijacked' }),
    );
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()._id).not.toBe(mine._id);
    expect(overwrite.json().groupId).not.toBe(mine.groupId);
    const original = (await list(owner.apiKey)).find((analysis) => analysis._id === mine._id);
    expect(original?.title).toBe('Private');
  });

  it('updates the title of an owned analysis saved again with its _id', async () => {
    const saved = (await save(owner.apiKey, sampleAnalysis({ title: 'Old title' }))).json();
    const renamed = await save(owner.apiKey, { ...saved, title: 'New title' });
    expect(renamed.json()._id).toBe(saved._id);
    expect(renamed.json().title).toBe('New title');
  });

  it('deletes an unpaid analysis, and a whole group', async () => {
    const single = (await save(owner.apiKey, sampleAnalysis())).json();
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${single._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    const first = (await save(owner.apiKey, sampleAnalysis())).json();
    await save(owner.apiKey, sampleAnalysis({ groupId: first.groupId }));
    const group = await inject({
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${first.groupId}`,
      headers: bearer(owner.apiKey),
    });
    expect(group.json()).toEqual({ deleted: 2 });
    const remaining = (await list(owner.apiKey)).map((analysis) => analysis._id);
    expect(remaining).not.toContain(single._id);
    expect(remaining).not.toContain(first._id);
  });

  it('refuses to delete a paid analysis or its group, and passes the payment to a revision', async () => {
    const paid = (await save(owner.apiKey, sampleAnalysis({ title: 'Purchased' }))).json();
    expect(await markAnalysisPaid(testApp.database.client, testApp.now, paid._id)).toBe(true);
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
    const revision = await save(owner.apiKey, sampleAnalysis({ groupId: paid.groupId }));
    expect(revision.json().payment).toEqual({ date: testApp.now().toISOString() });
  });

  it('shares by link without login, and adds it to a logged-in viewer’s list as a link', async () => {
    const shared = (await save(owner.apiKey, sampleAnalysis({ title: 'Shared' }))).json();
    const anonymous = await inject({ method: 'GET', url: `/api/share_analysis/${shared._id}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ _id: shared._id, title: 'Shared' });

    const viewer = await inject({
      method: 'GET',
      url: `/api/share_analysis/${shared._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(viewer.json().sharedWithMe).toBe(true);
    const inViewerList = (await list(stranger.apiKey)).find(
      (analysis) => analysis._id === shared._id,
    );
    expect(inViewerList).toMatchObject({ sharedWithMe: true, title: 'Shared' });
    const whole = await inject({
      method: 'GET',
      url: `/api/analysis/${shared._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(whole.statusCode).toBe(200);
    // The owner's own view is not marked as shared and does not create a link.
    const ownView = await inject({
      method: 'GET',
      url: `/api/share_analysis/${shared._id}`,
      headers: bearer(owner.apiKey),
    });
    expect(ownView.json().sharedWithMe).toBeUndefined();

    // The viewer removing it only drops the link.
    const unlink = await inject({
      method: 'DELETE',
      url: `/api/analysis?id=${shared._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(unlink.json()).toEqual({ deleted: 0 });
    expect((await list(stranger.apiKey)).map((analysis) => analysis._id)).not.toContain(shared._id);
    expect((await list(owner.apiKey)).map((analysis) => analysis._id)).toContain(shared._id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const reply = await inject({ method: 'GET', url: `/api/share_analysis/${id}` });
      expect(reply.statusCode).toBe(404);
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
    const username = uniqueUsername('no-password');
    await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=save`,
    });
    const verified = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
    });
    const saved = (await save(verified.json().apiKey, sampleAnalysis({ title: 'Mailed' }))).json();
    const mail = await testApp.latestMailTo(username);
    expect(mail?.text).toContain(`?analysisId=${saved._id}`);
  });

  it('mails nothing about a save to an address not yet proven', async () => {
    const username = uniqueUsername('renamer');
    await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=save`,
    });
    const verified = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
    });
    const apiKey = verified.json().apiKey as string;
    const victim = uniqueUsername('victim');
    const renamed = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(apiKey),
      payload: { username: victim, newsletter: 0 },
    });
    expect(renamed.json().data.emailVerified).toBe(false);
    expect((await save(apiKey, sampleAnalysis({ title: 'Buy cheap pills' }))).statusCode).toBe(200);
    const mail = await testApp.latestMailTo(victim);
    expect(mail?.subject).not.toContain('Saved analysis');
  });
});
