import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import Stripe from 'stripe';
import { createStripePaymentProvider } from '../payments/stripe-payment-provider.ts';
import fixtures from './stripe-fixtures/fixtures3-resources.json' with { type: 'json' };

/** A PaymentIntent as the server keeps and answers it: the fixture's fields, some overlaid. */
export type PaymentIntentBody = Record<string, unknown> & {
  id: string;
  client_secret: string;
  status: string;
};

/** The `metadata[key]` fields of a form-encoded Stripe request, as Stripe stores them. */
function metadataOf(form: Record<string, string | string[] | undefined>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const metadataKey = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (metadataKey !== undefined && typeof value === 'string') metadata[metadataKey] = value;
  }
  return metadata;
}

/** Stripe's error body for an intent it does not know. */
function noSuchPaymentIntent(id: string, parameter: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
      param: parameter,
    },
  };
}

/** The statuses in which Stripe lets a PaymentIntent be canceled. */
const cancelableStatuses = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
]);

/** One request the SDK sent, as the server received it. */
interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded with Stripe's bracket keys kept: `metadata[orderId]`. */
  form: Record<string, string | string[] | undefined>;
}

/**
 * A local HTTP server answering Stripe's PaymentIntent paths (POST /v1/payment_intents, GET
 * /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel) and refunds (POST /v1/refunds) with the reply bodies of Stripe's published fixtures (see
 * stripe-fixtures/README.md), overlaid as stripe-mock does with what the request set. It keeps
 * each intent so a test can move it to another status, and records every request the SDK made.
 * It answers an idempotency key it has seen with the same intent, as Stripe does.
 */
export async function startStripeApiServer() {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, PaymentIntentBody>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: Record<string, unknown>[] = [];
  const refundsByIdempotencyKey = new Map<string, Record<string, unknown>>();
  let counter = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = parseQueryString(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known !== undefined) return reply(200, intents.get(known));
        counter += 1;
        const id = `${fixtures.payment_intent.id}${counter}`;
        const metadata = metadataOf(form);
        const intent: PaymentIntentBody = {
          ...fixtures.payment_intent,
          id,
          client_secret: `${id}_secret_${fixtures.payment_intent.client_secret.split('_secret_')[1]}`,
          amount: Number(form.amount),
          currency: String(form.currency),
          description: typeof form.description === 'string' ? form.description : null,
          metadata,
          // A new intent: no attempt yet.
          status: 'requires_payment_method',
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return reply(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? refundsByIdempotencyKey.get(key) : undefined;
        if (known !== undefined) return reply(200, known);
        const intent =
          typeof form.payment_intent === 'string' ? intents.get(form.payment_intent) : undefined;
        if (intent === undefined) {
          return reply(404, noSuchPaymentIntent(String(form.payment_intent), 'payment_intent'));
        }
        const metadata = metadataOf(form);
        const refund = {
          ...fixtures.refund,
          id: `${fixtures.refund.id}${refunds.length + 1}`,
          payment_intent: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          reason: typeof form.reason === 'string' ? form.reason : null,
          metadata,
        };
        refunds.push(refund);
        if (typeof key === 'string') refundsByIdempotencyKey.set(key, refund);
        return reply(200, refund);
      }
      const canceled = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)?.[1];
      if (request.method === 'POST' && canceled !== undefined) {
        const intent = intents.get(canceled);
        if (intent === undefined) return reply(404, noSuchPaymentIntent(canceled, 'intent'));
        // Stripe cancels an intent only before it is paid (its documented cancelable statuses);
        // otherwise it answers 400 payment_intent_unexpected_state with the intent as it is.
        if (!cancelableStatuses.has(intent.status)) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              payment_intent: intent,
            },
          });
        }
        const cancellationReason =
          typeof form.cancellation_reason === 'string' ? form.cancellation_reason : null;
        const after = { ...intent, status: 'canceled', cancellation_reason: cancellationReason };
        intents.set(canceled, after);
        return reply(200, after);
      }
      const retrieved = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
      if (request.method === 'GET' && retrieved !== undefined) {
        const intent = intents.get(retrieved);
        if (intent !== undefined) return reply(200, intent);
        return reply(404, noSuchPaymentIntent(retrieved, 'intent'));
      }
      reply(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** For STRIPE_API_BASE. */
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Every refund made, in order. */
    refunds,
    intent(id: string): PaymentIntentBody {
      const intent = intents.get(id);
      if (intent === undefined) throw new Error(`no intent ${id}`);
      return intent;
    },
    /** Moves an intent on, as the buyer's confirmation with Stripe would. */
    update(id: string, change: Partial<PaymentIntentBody>) {
      intents.set(id, { ...this.intent(id), ...change });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeApiServer = Awaited<ReturnType<typeof startStripeApiServer>>;

/**
 * A webhook event as Stripe sends it: the published `event` fixture with this type and intent.
 */
export function stripeEventOf(type: string, intent: Record<string, unknown>, id = 'evt_test_1') {
  return { ...fixtures.event, id, type, data: { object: intent } };
}

/** The webhook signing secret of the tests' Stripe installation. */
export const stripeTestWebhookSecret = 'whsec_test_hazardscope_local';

const testKeys = { secretKey: 'sk_test_local', publishableKey: 'pk_test_local' } as const;

/** The environment of a server taking Stripe payments through this local Stripe API. */
export function stripeTestEnvironment(apiUrl: string): NodeJS.ProcessEnv {
  return {
    STRIPE_SECRET_KEY: testKeys.secretKey,
    STRIPE_PUBLISHABLE_KEY: testKeys.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripeTestWebhookSecret,
    STRIPE_API_BASE: apiUrl,
  };
}

/** A webhook delivery as Stripe makes it, signed by the SDK's own test helper. */
export function signedStripeDelivery(event: object, secret = stripeTestWebhookSecret) {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

/** The server's Stripe provider on this local Stripe API, for a test to open a payment itself. */
export function stripeTestPaymentProvider(apiUrl: string) {
  return createStripePaymentProvider({ ...testKeys, apiBase: apiUrl });
}

/** What Stripe sets on a PaymentIntent whose card the issuer declined (card_declined). */
export const cardDeclinedIntentFields = {
  status: 'requires_payment_method',
  last_payment_error: {
    type: 'card_error',
    code: 'card_declined',
    message: 'Your card was declined.',
  },
} as const;
