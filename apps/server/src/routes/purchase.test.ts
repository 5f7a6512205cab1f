import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alreadyPurchasedErrorCode,
  paymentIntentReplySchema,
  paymentNotSettledErrorCode,
  publicConfigSchema,
  analysisGroupReplySchema,
  riskReplySchema,
  riskRequestSchema,
  savedAnalysisSchema,
} from '@hazardscope/contracts';
import { analyses, orders, outbox, riskRuns } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { paymentMessages } from '../payments/payment-messages.ts';
import {
  bearer,
  registerVerifiedAccount,
  uniqueUsername,
  verifiedPasswordlessAccount,
} from '../testing/account-helpers.ts';
import {
  buy,
  cancelRecordingTestProvider,
  confirmOrder,
  declinedCard,
  openOrder,
  saveRun,
  testCard,
} from '../testing/purchase-helpers.ts';
import { copyRun, runThroughApi, sydneyOffice } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())('purchase with the test provider on $name', (variant) => {
  let testApp: TestApp;
  let buyer: { apiKey: string; _id: { $oid: string }; username: string };
  let baseRunId: string;
  const newAnalysis = async (title = 'To buy') =>
    saveRun(testApp, buyer.apiKey, await copyRun(testApp, baseRunId, buyer._id.$oid), title);
  const receiptsTo = async (username: string) =>
    testApp.database.client
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recipient, username), like(outbox.subject, 'Receipt:%')));
  const ordersOf = (analysisId: string) =>
    testApp.database.client.select().from(orders).where(eq(orders.analysisId, analysisId));

  /** Runs while the provider opens a payment, between reading the analysis and storing the order. */
  let whileOpeningPayment: (() => Promise<void>) | undefined;
  const { provider: testProvider, canceledPayments } = cancelRecordingTestProvider();

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      paymentProvider: {
        ...testProvider,
        async createPayment(input) {
          await whileOpeningPayment?.();
          return testProvider.createPayment(input);
        },
      },
    });
    buyer = await registerVerifiedAccount(testApp);
    baseRunId = await runThroughApi(testApp, buyer.apiKey);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A second open order of an analysis, as another tab opened before the price changed makes. */
  const insertSecondOrder = async (analysisId: string, title: string) => {
    const payment = await testProvider.createPayment({
      orderId: crypto.randomUUID(),
      amountMinor: 103_500,
      currency: 'USD',
      description: `Commercial report: ${title}`,
    });
    const [second] = await testApp.database.client
      .insert(orders)
      .values({
        accountId: buyer._id.$oid,
        analysisId,
        amountMinor: 103_500,
        currency: 'USD',
        provider: 'test',
        providerReference: payment.reference,
        status: 'pending',
      })
      .returning();
    if (second === undefined) throw new Error('no second order');
    return { second, payment };
  };

  it('shows the configured price and the test provider in the public configuration', async () => {
    const config = publicConfigSchema.parse(
      (await testApp.request({ method: 'GET', url: '/api/config' })).json(),
    );
    expect(config.purchasePriceLabel).toBe('USD $1035');
    expect(config.paymentProvider).toBe('test');
  });

  it('opens one order per analysis at the configured price, resumed when asked again', async () => {
    const analysis = await newAnalysis();
    const first = paymentIntentReplySchema.parse(
      (await openOrder(testApp, buyer.apiKey, analysis._id)).json(),
    );
    expect(first).toMatchObject({
      provider: 'test',
      amountMinor: 103_500,
      currency: 'USD',
      priceLabel: 'USD $1035',
      clientSecret: null,
    });
    expect(first.intent_id).toMatch(/^test_pi_/);
    const again = paymentIntentReplySchema.parse(
      (await openOrder(testApp, buyer.apiKey, analysis._id)).json(),
    );
    expect(again.orderId).toBe(first.orderId);
    const [stored] = await ordersOf(analysis._id);
    expect(stored).toMatchObject({
      amountMinor: 103_500,
      currency: 'USD',
      provider: 'test',
      providerReference: first.intent_id,
      status: 'pending',
      paidAt: null,
    });
  });

  it('declines 4000 0000 0000 0002 with the issuer’s message and charges nothing', async () => {
    const analysis = await newAnalysis('Declined');
    const { orderId } = (await openOrder(testApp, buyer.apiKey, analysis._id)).json();
    const declined = await confirmOrder(testApp, buyer.apiKey, orderId, declinedCard);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const [order] = await ordersOf(analysis._id);
    expect(order).toMatchObject({ status: 'failed', paidAt: null });
    const read = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${analysis._id}`,
      headers: bearer(buyer.apiKey),
    });
    expect(read.json().payment).toBeUndefined();
    expect(read.json().realResults).toBe(false);
    // The same order then takes another card.
    const paid = await confirmOrder(testApp, buyer.apiKey, orderId, testCard);
    expect(paid.statusCode).toBe(200);
  });

  it('refuses a card number that fails the Luhn check before any provider sees it', async () => {
    const analysis = await newAnalysis('Mistyped');
    const { orderId } = (await openOrder(testApp, buyer.apiKey, analysis._id)).json();
    const reply = await confirmOrder(testApp, buyer.apiKey, orderId, {
      ...testCard,
      number: '4242 4242 4242 4241',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      field: 'card.number',
      message: 'card.number: Your card number is invalid.',
    });
    const [order] = await ordersOf(analysis._id);
    expect(order?.status).toBe('pending');
  });

  it('charges a double submit once, marks the analysis purchased and mails one receipt', async () => {
    const username = uniqueUsername('double');
    const account = await registerVerifiedAccount(testApp, username);
    const analysis = await saveRun(
      testApp,
      account.apiKey,
      await copyRun(testApp, baseRunId, account._id.$oid),
      'Double submit',
    );
    const { orderId } = (await openOrder(testApp, account.apiKey, analysis._id)).json();
    const replies = await Promise.all([
      confirmOrder(testApp, account.apiKey, orderId, testCard),
      confirmOrder(testApp, account.apiKey, orderId, testCard),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies[0]?.json()).toEqual(replies[1]?.json());
    const retried = await confirmOrder(testApp, account.apiKey, orderId, testCard);
    expect(retried.json()).toEqual(replies[0]?.json());
    const stored = await ordersOf(analysis._id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'succeeded', paidAt: testApp.now() });
    const receipts = await receiptsTo(username);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('USD $1035');
    expect(receipts[0]?.text).toContain(`?analysisId=${analysis._id}`);
    const again = await openOrder(testApp, account.apiKey, analysis._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: alreadyPurchasedErrorCode,
      message: 'This analysis is already purchased.',
    });
  });

  it('names a report already bought with the same numbers, and only such a one, when an order opens', async () => {
    const account = await registerVerifiedAccount(testApp, uniqueUsername('equivalent'));
    const saveCopy = async (
      title: string,
      change?: (run: typeof riskRuns.$inferSelect) => Partial<typeof riskRuns.$inferInsert>,
    ) => {
      const runId = await copyRun(testApp, baseRunId, account._id.$oid);
      if (change !== undefined) {
        const [run] = await testApp.database.client
          .select()
          .from(riskRuns)
          .where(eq(riskRuns.id, runId));
        if (run === undefined) throw new Error('the copied run is missing');
        await testApp.database.client
          .update(riskRuns)
          .set(change(run))
          .where(eq(riskRuns.id, runId));
      }
      return saveRun(testApp, account.apiKey, runId, title);
    };
    const intentOf = async (analysisId: string) =>
      paymentIntentReplySchema.parse((await openOrder(testApp, account.apiKey, analysisId)).json());

    const first = await saveCopy('Bought first');
    expect((await intentOf(first._id)).purchasedEquivalent).toBeUndefined();
    await buy(testApp, account.apiKey, first._id);

    // The same asset, site and settings run again: the buyer is told before paying a second time.
    const again = await saveCopy('Run again');
    expect((await intentOf(again._id)).purchasedEquivalent).toEqual({
      analysisId: first._id,
      title: 'Bought first',
      paidAt: testApp.now().toISOString(),
    });
    // Another emissions scenario, another asset life end or another engine version gives other
    // numbers: nothing is named.
    const requestOf = (run: typeof riskRuns.$inferSelect) => riskRequestSchema.parse(run.request);
    const otherScenario = await saveCopy('Other scenario', (run) => ({
      request: {
        ...requestOf(run),
        scenario: { ...requestOf(run).scenario, climateScenario: 'ssp126' },
      },
    }));
    expect((await intentOf(otherScenario._id)).purchasedEquivalent).toBeUndefined();
    const otherLifeEnd = await saveCopy('Other life end', (run) => ({
      request: { ...requestOf(run), settings: { assetLifeEnd: 2060 } },
    }));
    expect((await intentOf(otherLifeEnd._id)).purchasedEquivalent).toBeUndefined();
    // Saved under another release of the engine (completing a run at save stamps the current one).
    const otherEngine = await saveCopy('Other engine');
    const [saved] = await testApp.database.client
      .select({ document: analyses.document })
      .from(analyses)
      .where(eq(analyses.id, otherEngine._id));
    await testApp.database.client
      .update(analyses)
      .set({ document: { ...saved?.document, engineVersion: 'an-earlier-release' } })
      .where(eq(analyses.id, otherEngine._id));
    expect((await intentOf(otherEngine._id)).purchasedEquivalent).toBeUndefined();
    // Another buyer's purchase is not theirs.
    const stranger = await registerVerifiedAccount(testApp, uniqueUsername('stranger'));
    const strangers = await saveRun(
      testApp,
      stranger.apiKey,
      await copyRun(testApp, baseRunId, stranger._id.$oid),
      'Stranger',
    );
    const strangerIntent = paymentIntentReplySchema.parse(
      (await openOrder(testApp, stranger.apiKey, strangers._id)).json(),
    );
    expect(strangerIntent.purchasedEquivalent).toBeUndefined();
  });

  it('cancels an order that lost to another order of its analysis, and says it is purchased', async () => {
    const analysis = await newAnalysis('Two tabs');
    const { orderId } = (await openOrder(testApp, buyer.apiKey, analysis._id)).json();
    // A second open order of the same analysis (opened in another tab before the price changed).
    const { second, payment } = await insertSecondOrder(analysis._id, 'Two tabs');
    expect((await confirmOrder(testApp, buyer.apiKey, orderId, testCard)).statusCode).toBe(200);

    // The other tab pays: refused with the code the purchase screens read, nothing charged, and
    // the order canceled, so no later attempt charges it.
    const late = await confirmOrder(testApp, buyer.apiKey, second.id, testCard);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: alreadyPurchasedErrorCode,
      message: paymentMessages.alreadyPurchased,
    });
    expect(canceledPayments).toContain(payment.reference);
    const canceledBefore = canceledPayments.length;
    const again = await confirmOrder(testApp, buyer.apiKey, second.id, testCard);
    expect(again.json()).toMatchObject({ error: alreadyPurchasedErrorCode });
    const finalised = await testApp.request({
      method: 'POST',
      url: '/api/payment_finalise',
      headers: bearer(buyer.apiKey),
      payload: { analysisId: analysis._id, paymentId: second.id },
    });
    expect(finalised.json()).toMatchObject({ error: alreadyPurchasedErrorCode });
    // Canceled once: a canceled order is not sent to the provider again.
    expect(canceledPayments).toHaveLength(canceledBefore);
    const stored = await ordersOf(analysis._id);
    expect(new Map(stored.map((order) => [order.id, order.status]))).toEqual(
      new Map([
        [orderId, 'succeeded'],
        [second.id, 'canceled'],
      ]),
    );
    expect(
      (await receiptsTo(buyer.username)).filter((receipt) => receipt.text.includes(second.id)),
    ).toEqual([]);
  });

  it('takes one payment when two orders of one analysis are confirmed at once (two tabs)', async () => {
    const analysis = await newAnalysis('Two tabs at once');
    const { orderId } = (await openOrder(testApp, buyer.apiKey, analysis._id)).json();
    const { second } = await insertSecondOrder(analysis._id, 'Two tabs at once');
    const replies = await Promise.all([
      confirmOrder(testApp, buyer.apiKey, orderId, testCard),
      confirmOrder(testApp, buyer.apiKey, second.id, testCard),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json()).toMatchObject({
      error: alreadyPurchasedErrorCode,
    });
    const statuses = (await ordersOf(analysis._id)).map((order) => order.status).sort();
    expect(statuses).toEqual(['canceled', 'succeeded']);
  });

  it('finalises a purchase begun elsewhere from the payment-return parameters', async () => {
    const analysis = await newAnalysis('Returned');
    const intent = paymentIntentReplySchema.parse(
      (await openOrder(testApp, buyer.apiKey, analysis._id)).json(),
    );
    const finalise = (paymentId: string) =>
      testApp.request({
        method: 'POST',
        url: '/api/payment_finalise',
        headers: bearer(buyer.apiKey),
        payload: { analysisId: analysis._id, paymentId, PayerID: 'PAYER1' },
      });
    const early = await finalise(intent.orderId);
    expect(early.statusCode).toBe(409);
    // The code tells the buyer's screen the payment is being processed, not failed.
    expect(early.json()).toMatchObject({
      error: paymentNotSettledErrorCode,
      message: paymentMessages.notSettled,
    });
    // Paid in another tab; the return then finds it paid, by order id or by the provider's id.
    expect((await confirmOrder(testApp, buyer.apiKey, intent.orderId, testCard)).statusCode).toBe(
      200,
    );
    for (const paymentId of [intent.orderId, intent.intent_id]) {
      const reply = await finalise(paymentId);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ status: 'succeeded', analysisId: analysis._id });
    }
    const other = await registerVerifiedAccount(testApp);
    const foreign = await testApp.request({
      method: 'POST',
      url: '/api/payment_finalise',
      headers: bearer(other.apiKey),
      payload: { analysisId: analysis._id, paymentId: intent.orderId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a login with a password, and the buyer’s own analysis', async () => {
    const analysis = await newAnalysis('Guarded');
    const anonymous = await testApp.request({
      method: 'POST',
      url: '/api/payment/intent',
      payload: { analysisId: analysis._id },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await registerVerifiedAccount(testApp);
    expect((await openOrder(testApp, stranger.apiKey, analysis._id)).statusCode).toBe(404);
    const passwordless = await verifiedPasswordlessAccount(testApp, uniqueUsername('nopass'));
    const own = await saveRun(
      testApp,
      passwordless.apiKey,
      await copyRun(testApp, baseRunId, null),
    );
    const refused = await openOrder(testApp, passwordless.apiKey, own._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Set a password for your account before purchasing.');
  });

  it('enforces three revisions per group when a revision is run, and gives re-runs real results', async () => {
    const original = await newAnalysis('Revisions');
    const rerun = (revisionOf: string) =>
      testApp.request({
        method: 'POST',
        url: '/api/risk',
        headers: bearer(buyer.apiKey),
        payload: {
          ...sydneyOffice,
          asset: { ...sydneyOffice.asset, fields: { heightAboveGround: 1.5 } },
          revisionOf,
        },
      });
    const unpaid = await rerun(original._id);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(
      'Purchase the report to re-run this analysis with changed settings.',
    );
    await buy(testApp, buyer.apiKey, original._id);

    const first = riskReplySchema.parse((await rerun(original._id)).json()).response;
    expect(first.realResults).toBe(true);
    expect(first.analysis.properties.sample).toBe(false);
    // The second re-run is not saved: it counts all the same.
    const second = await rerun(original._id);
    expect(second.statusCode).toBe(200);
    const third = await rerun(original._id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Maximum number of analysis revisions reached');

    const savedRevision = await saveRun(
      testApp,
      buyer.apiKey,
      first._id,
      'Revisions – higher floor',
    );
    expect(savedRevision.groupId).toBe(original.groupId);
    expect(savedRevision.payment).toEqual(original.payment ?? savedRevision.payment);
    expect(savedRevision.realResults).toBe(true);
    expect(
      (savedRevision as unknown as { design: { fieldValues: Record<string, unknown> } }).design
        .fieldValues.heightAboveGround,
    ).toBe(1.5);
  });

  it('lists a group with display names and counts its revisions as a re-run is refused, unsaved ones too', async () => {
    const original = await newAnalysis('Group');
    await buy(testApp, buyer.apiKey, original._id);
    const group = async (headers: Record<string, string> = bearer(buyer.apiKey)) =>
      analysisGroupReplySchema.parse(
        (
          await testApp.request({
            method: 'GET',
            url: `/api/analysis/${original._id}/group`,
            headers,
          })
        ).json(),
      );
    expect((await group()).revisions).toEqual({ used: 1, maximum: 3, left: 2, unsaved: 0 });
    const rerun = () =>
      testApp.request({
        method: 'POST',
        url: '/api/risk',
        headers: bearer(buyer.apiKey),
        payload: {
          ...sydneyOffice,
          asset: { ...sydneyOffice.asset, fields: { heightAboveGround: 2 } },
          revisionOf: original._id,
        },
      });
    const first = riskReplySchema.parse((await rerun()).json()).response;
    // Saved a minute after the original (the test clock stands still otherwise).
    testApp.advance(60_000);
    await saveRun(testApp, buyer.apiKey, first._id, 'Group – raised floor');
    // One saved re-run and one never saved: the panel must say none is left, as the server will.
    expect((await rerun()).statusCode).toBe(200);
    const owned = await group();
    expect(owned.revisions).toEqual({ used: 3, maximum: 3, left: 0, unsaved: 1 });
    expect((await rerun()).statusCode).toBe(409);
    expect(owned.members.map((member) => [member.displayName, member.revisionNumber])).toEqual([
      ['Group', 0],
      ['Group – raised floor', 1],
    ]);
    // A reader of the link (no login) sees the members, not the owner's count.
    const shared = await group({});
    expect(shared.members).toHaveLength(2);
    expect(shared.revisions).toBeUndefined();

    // The owner renames; nobody else can, and a blank title is refused.
    const rename = (title: string, apiKey = buyer.apiKey) =>
      testApp.request({
        method: 'POST',
        url: `/api/analysis/${original._id}/title`,
        headers: bearer(apiKey),
        payload: { title },
      });
    const renamed = await rename('  Head office  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ title: 'Head office' });
    expect((await group()).members[0]?.title).toBe('Head office');
    const stranger = await registerVerifiedAccount(testApp);
    expect((await rename('Mine now', stranger.apiKey)).statusCode).toBe(404);
    const blank = await rename('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Title is required.');
  });

  it('takes no payment for an order whose analysis was deleted unpaid', async () => {
    const analysis = await newAnalysis('Deleted before paying');
    const { orderId } = (await openOrder(testApp, buyer.apiKey, analysis._id)).json();
    const deleted = await testApp.request({
      method: 'DELETE',
      url: `/api/analysis?id=${analysis._id}`,
      headers: bearer(buyer.apiKey),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // The dialog still open in another tab: paying is refused and nothing is charged.
    const late = await confirmOrder(testApp, buyer.apiKey, orderId, testCard);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(paymentMessages.analysisDeleted);
    const [order] = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.id, orderId));
    // Canceled with the provider, so it can never be charged later.
    expect(order).toMatchObject({ analysisId: null, status: 'canceled', paidAt: null });
    expect(canceledPayments).toContain(order?.providerReference);
    const again = await confirmOrder(testApp, buyer.apiKey, orderId, testCard);
    expect(again.json()).toMatchObject({ message: paymentMessages.analysisDeleted });
    // The payment-return URL finds no order of that analysis any more.
    const finalised = await testApp.request({
      method: 'POST',
      url: '/api/payment_finalise',
      headers: bearer(buyer.apiKey),
      payload: { analysisId: analysis._id, paymentId: orderId },
    });
    expect(finalised.statusCode).toBe(404);
    expect(await receiptsTo(buyer.username)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining(orderId) }),
    );
  });

  it('answers 404, not a failure, when the analysis is deleted while its purchase is opened', async () => {
    const analysis = await newAnalysis('Deleted while opening');
    // The buyer deletes it in another tab while the provider opens the payment.
    const canceledBefore = canceledPayments.length;
    whileOpeningPayment = async () => {
      const deleted = await testApp.request({
        method: 'DELETE',
        url: `/api/analysis?id=${analysis._id}`,
        headers: bearer(buyer.apiKey),
      });
      expect(deleted.json()).toEqual({ deleted: 1 });
    };
    try {
      const opened = await openOrder(testApp, buyer.apiKey, analysis._id);
      expect(opened.statusCode, opened.body).toBe(404);
      expect(opened.json()).toMatchObject({
        error: 'NOT_FOUND',
        message: paymentMessages.analysisDeletedWhileOpening,
      });
    } finally {
      whileOpeningPayment = undefined;
    }
    expect(await ordersOf(analysis._id)).toEqual([]);
    // The payment opened for it is canceled with the provider.
    expect(canceledPayments.slice(canceledBefore)).toEqual([expect.stringMatching(/^test_pi_/)]);
  });

  const revisionChangesSite =
    'A revision keeps the site and the asset type of the analysis it revises: only the design, the materials and the settings can change. To analyse another site or asset type, run a new analysis.';

  it('refuses a re-run of a purchased analysis at another site or of another asset type', async () => {
    const original = await newAnalysis('Same site only');
    await buy(testApp, buyer.apiKey, original._id);
    const rerun = (payload: { archetype: object; asset: object }) =>
      testApp.request({
        method: 'POST',
        url: '/api/risk',
        headers: bearer(buyer.apiKey),
        payload: { ...payload, revisionOf: original._id },
      });
    const { latitude, longitude } = sydneyOffice.asset;

    const paris = await rerun({
      archetype: sydneyOffice.archetype,
      asset: { latitude: 48.8566, longitude: 2.3522, address: 'Paris' },
    });
    expect(paris.statusCode).toBe(409);
    expect(paris.json()).toMatchObject({ message: revisionChangesSite, field: 'asset' });
    // The building next door (~110 m north) is another site too.
    const nextDoor = await rerun({
      archetype: sydneyOffice.archetype,
      asset: { ...sydneyOffice.asset, latitude: latitude + 0.001 },
    });
    expect(nextDoor.statusCode).toBe(409);
    const house = await rerun({ archetype: { acronym: 'SH' }, asset: sydneyOffice.asset });
    expect(house.statusCode).toBe(409);
    expect(house.json()).toMatchObject({
      message: revisionChangesSite,
      field: 'archetype.acronym',
    });

    // The same site written otherwise (a difference below the sixth decimal, as float formatting
    // or rounding to the six decimals shown gives) with a changed design is a revision. The
    // refusals above used none of the group's two re-runs.
    for (const heightAboveGround of [1.5, 2]) {
      const revision = await rerun({
        archetype: sydneyOffice.archetype,
        asset: {
          latitude: latitude + 4e-7,
          longitude: longitude - 4e-7,
          address: sydneyOffice.asset.address,
          fields: { heightAboveGround },
        },
      });
      expect(revision.statusCode, revision.body).toBe(200);
      expect(riskReplySchema.parse(revision.json()).response.realResults).toBe(true);
    }
  });

  it('re-runs a purchased site that was moved to land from the coordinates it was analysed at', async () => {
    // 4 km off Sydney's coast: analysed at the nearest land, and the web re-runs from there.
    const offshore = {
      archetype: { acronym: 'SH' },
      asset: { latitude: -33.87, longitude: 151.335 },
    };
    const original = await saveRun(
      testApp,
      buyer.apiKey,
      await runThroughApi(testApp, buyer.apiKey, offshore),
      'Moved to land',
    );
    await buy(testApp, buyer.apiKey, original._id);
    const [analysedLongitude, analysedLatitude] =
      savedAnalysisSchema.parse(original).geometry.coordinates;
    expect(analysedLongitude).not.toBe(offshore.asset.longitude);
    const revision = await testApp.request({
      method: 'POST',
      url: '/api/risk',
      headers: bearer(buyer.apiKey),
      payload: {
        archetype: offshore.archetype,
        asset: {
          latitude: analysedLatitude,
          longitude: analysedLongitude,
          fields: { heightAboveGround: 1.5 },
        },
        revisionOf: original._id,
      },
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(riskReplySchema.parse(revision.json()).response.realResults).toBe(true);
  });

  it('refuses to save a run of another site into a purchased group as its adaptation', async () => {
    const original = await newAnalysis('Adapted elsewhere');
    await buy(testApp, buyer.apiKey, original._id);
    const melbourne = await runThroughApi(testApp, buyer.apiKey, {
      archetype: sydneyOffice.archetype,
      asset: { latitude: -37.8136, longitude: 144.9631, address: 'Melbourne' },
    });
    const saved = await testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(buyer.apiKey),
      payload: {
        runId: melbourne,
        title: 'Melbourne, as an adaptation',
        isAdaptation: true,
        parentAnalysisId: original._id,
      },
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({ field: 'parentAnalysisId' });
    // Nor as a revision, were a run of it stored as a re-run of the group.
    const storedAsRerun = await copyRun(testApp, melbourne, buyer._id.$oid);
    await testApp.database.client
      .update(riskRuns)
      .set({ revisionGroupId: original.groupId })
      .where(eq(riskRuns.id, storedAsRerun));
    const savedAsRevision = await testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(buyer.apiKey),
      payload: { runId: storedAsRerun, title: 'Melbourne, as a revision' },
    });
    expect(savedAsRevision.statusCode).toBe(409);
    expect(savedAsRevision.json()).toMatchObject({ message: revisionChangesSite, field: 'runId' });
    // Saved on its own, it is an analysis of its own, not purchased.
    const own = await saveRun(testApp, buyer.apiKey, melbourne, 'Melbourne');
    expect(own.groupId).not.toBe(original.groupId);
    expect(own.realResults).toBe(false);
  });
});
