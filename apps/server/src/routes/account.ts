import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountQuerySchema,
  accountReplySchema,
  authenticationCodeBodySchema,
  loginBodySchema,
  messageReplySchema,
  newsletterBodySchema,
  passwordAddBodySchema,
  passwordResetBodySchema,
  passwordResetRequestQuerySchema,
  profileEditBodySchema,
  profileEditReplySchema,
  registerBodySchema,
  sessionReplySchema,
} from '@hazardscope/contracts';
import { addPassword } from '../accounts/add-password.ts';
import { toAccountReply } from '../accounts/account-row.ts';
import { autoCreateAccount } from '../accounts/auto-create-account.ts';
import { logInWithPassword } from '../accounts/log-in-with-password.ts';
import { logOut } from '../accounts/log-out.ts';
import { refuseAccountSwitch } from '../accounts/refuse-account-switch.ts';
import { registerAccount } from '../accounts/register-account.ts';
import { requestPasswordReset } from '../accounts/request-password-reset.ts';
import { resetPassword } from '../accounts/reset-password.ts';
import { setNewsletterSubscription } from '../accounts/set-newsletter-subscription.ts';
import { updateProfile } from '../accounts/update-profile.ts';
import { verifyEmailCode } from '../accounts/verify-email-code.ts';
import { readApiKey } from '../http/authentication.ts';
import {
  clearSessionCookie,
  deliverLogin,
  readSessionCookie,
  sessionCookieName,
  setSessionCookie,
} from '../http/browser-session.ts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';

const tags = ['account'];

/** The account calls. Each handler parses (zod, by schema), calls one domain function, replies. */
export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { authentication } = context;

  app.get(
    '/account',
    {
      schema: {
        tags,
        summary: 'Current account, login, or passwordless auto-create',
        description:
          'Without a query: the account of the Authorization header (API-key login, the `crapikey` entry parameter). ' +
          'With `username` and `password`: the original login call — prefer `POST /api/account/login`, which keeps ' +
          'the password out of URLs, proxies and access logs; the web client uses the POST. With `username` and `create`: ' +
          'the save flow — creates an account without password if there is none, mails the address a 6-digit code and replies ' +
          '403 `Please verify email`; no key is returned until the code is entered at `POST /api/account/authentication_code`. ' +
          'Replies 401 `password required` when the account has a password and none was given, 403 `Please verify email` ' +
          'for an unverified address.',
        querystring: accountQuerySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { username, password, create } = request.query;
      if (username !== undefined && create !== undefined && password === undefined) {
        return autoCreateAccount(context, { username, clientAddress: request.ip });
      }
      if (username !== undefined) {
        return deliverLogin(
          request,
          reply,
          await logInWithPassword(context, { username, password, clientAddress: request.ip }),
        );
      }
      return toAccountReply(await authentication.requireAccount(request));
    },
  );

  app.get(
    '/account/session',
    {
      schema: {
        tags,
        summary: "The web client's session: its account, or null for a visitor",
        description:
          'The web client keeps its key in an HttpOnly cookie it cannot read, so it asks here whether it is ' +
          'logged in. Always 200: `account` is null without a live key (a lapsed cookie is cleared).',
        response: { 200: sessionReplySchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const account = await authentication.optionalAccount(request);
      if (account === undefined && request.cookies[sessionCookieName] !== undefined) {
        clearSessionCookie(reply);
      }
      return { account: account === undefined ? null : toAccountReply(account) };
    },
  );

  app.post(
    '/account/session',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Open a web session with an API key (the `crapikey` entry parameter)',
        description:
          'The key of the Authorization header is set in the HttpOnly session cookie (7 days) and the account ' +
          'is returned without it. 409 when the session cookie already holds another live account: a link never ' +
          'switches a logged-in visitor to another account.',
        response: { 200: accountReplySchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await refuseAccountSwitch(context, account, readSessionCookie(request));
      const apiKey = readApiKey(request);
      if (apiKey !== undefined) setSessionCookie(request, reply, apiKey);
      return toAccountReply(account);
    },
  );

  app.post(
    '/account/login',
    {
      schema: {
        tags,
        summary: 'Login with username and password in the body (preferred)',
        body: loginBodySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      deliverLogin(
        request,
        reply,
        await logInWithPassword(context, {
          username: request.body.username,
          password: request.body.password,
          clientAddress: request.ip,
        }),
      ),
  );

  app.put(
    '/account',
    {
      schema: {
        tags,
        summary: 'Register; mails a 6-digit verification code',
        body: registerBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) =>
      registerAccount(context, {
        username: request.body.username,
        password: request.body.password,
        newsletter: request.body.newsLetterValue,
        clientAddress: request.ip,
      }),
  );

  app.post(
    '/account/authentication_code',
    {
      schema: {
        tags,
        summary: 'Verify the e-mailed code; logs in (reply carries apiKey)',
        body: authenticationCodeBodySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      deliverLogin(
        request,
        reply,
        await verifyEmailCode(context, {
          username: request.body.username,
          code: request.body.authenticationKey,
          clientAddress: request.ip,
        }),
      ),
  );

  app.post(
    '/account',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Edit profile: e-mail, newsletter, optional new password',
        description:
          'Changing the e-mail or the password needs re-authentication: `currentPassword` for an account with a ' +
          'password (401 naming the field otherwise); an account without one needs a session opened within 15 ' +
          'minutes by a mailed code, otherwise a code is mailed and the reply is 403 `Please verify email`.',
        body: profileEditBodySchema,
        response: { 200: profileEditReplySchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const data = await updateProfile(context, account, {
        username: request.body.username,
        newsletter: request.body.newsletter,
        password: request.body.password,
        currentPassword: request.body.currentPassword,
        currentApiKey: readApiKey(request),
        clientAddress: request.ip,
      });
      return { data };
    },
  );

  app.post(
    '/account/newsletter',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Set the newsletter choice (1 or 0)',
        body: newsletterBodySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      setNewsletterSubscription(context.database, accountOf(request), request.body),
  );

  app.get(
    '/account/password_reset',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (same reply whether or not the account exists)',
        querystring: passwordResetRequestQuerySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      requestPasswordReset(context, {
        username: request.query.username,
        clientAddress: request.ip,
      }),
  );

  app.put(
    '/account/password_reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; logs in',
        body: passwordResetBodySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      deliverLogin(
        request,
        reply,
        await resetPassword(context, { ...request.body, clientAddress: request.ip }),
      ),
  );

  app.put(
    '/account/password_add',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'First password of an account created without one (address verified first)',
        body: passwordAddBodySchema,
        response: { 200: accountReplySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      addPassword(context, accountOf(request), {
        ...request.body,
        clientAddress: request.ip,
      }),
  );

  app.post(
    '/account/logout',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Log out: revokes the API key presented',
        response: { 200: messageReplySchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logOut(context.database, readApiKey(request) ?? '');
      clearSessionCookie(reply);
      return { message: 'Logged out.' };
    },
  );
};
