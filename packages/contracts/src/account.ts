import { z } from 'zod';

/**
 * Account payloads (`/api/account…`). The username is the e-mail address, always
 * lowercased ('lowercased before a login call').
 */
export const usernameSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A password as typed; the server hashes it (argon2id) and never echoes it. */
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters.').max(256);

/** Newsletter choice as the web sends it: 1 or 0, also accepted as text or boolean. */
export const newsletterValueSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((value) => value === true || value === 1 || value === '1');

/**
 * The mail template descriptor the web sends with register and auto-create. The server
 * writes its own messages; the descriptor is accepted so the legacy payload validates, and ignored.
 */
export const mailTemplateDescriptorSchema = z.union([
  z.string().max(200),
  z.record(z.string(), z.unknown()),
]);

/** `_id` of an account in the `{ $oid }` form. */
export const objectIdSchema = z.object({ $oid: z.string() });

/** What the server answers about an account: never a password hash, never a stored key. */
export const accountReplySchema = z.object({
  _id: objectIdSchema,
  username: z.string(),
  newsletterSubscription: z.boolean(),
  /** Present (true) when the account has a password; absent when none is set. */
  password: z.literal(true).optional(),
  emailVerified: z.boolean(),
  /**
   * Only in the reply of a call that logs in, and only to an API client: the web client's key is
   * set in an HttpOnly session cookie (7 days) instead, out of reach of page scripts.
   */
  apiKey: z.string().optional(),
});
export type AccountReply = z.infer<typeof accountReplySchema>;

/**
 * The web client's mark on every call it makes. On a call that logs in it asks for the HttpOnly
 * session cookie in place of the key in the body; on a call that changes something it is what lets
 * the cookie authorise it (a page of another site cannot add it: protection against request forgery).
 */
export const webClientHeader = { name: 'x-requested-with', value: 'hazardscope-web' } as const;

/** `GET /api/account/session`: the account of the web client's session, or null for a visitor. */
export const sessionReplySchema = z.object({ account: accountReplySchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** `PUT /api/account`: register. */
export const registerBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  newsLetterValue: newsletterValueSchema.default(false),
  mail: mailTemplateDescriptorSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** `POST /api/account/authentication_code`: the 6-digit code e-mailed at registration. */
export const authenticationCodeBodySchema = z.object({
  username: usernameSchema,
  authenticationKey: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The verification code is 6 digits.'),
});
export type AuthenticationCodeBody = z.input<typeof authenticationCodeBodySchema>;

/**
 * `GET /api/account` query: login (username + password) or passwordless auto-create (username +
 * create). Without a query the call answers the account of the Authorization header.
 */
export const accountQuerySchema = z.object({
  username: usernameSchema.optional(),
  password: z.string().max(256).optional(),
  create: z.string().max(200).optional(),
});

/** `POST /api/account/login`: the same login with the password in a body, never in a URL. */
export const loginBodySchema = z.object({
  username: usernameSchema,
  password: z.string().max(256).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /api/account`: profile edit. */
export const profileEditBodySchema = z.object({
  username: usernameSchema,
  newsletter: newsletterValueSchema.optional(),
  password: passwordSchema.optional(),
  /** Re-authentication: an account with a password gives it to change its e-mail or password. */
  currentPassword: z.string().max(1024).optional(),
});
export type ProfileEditBody = z.input<typeof profileEditBodySchema>;

export const profileEditReplySchema = z.object({ data: accountReplySchema });

/** `POST /api/account/newsletter`. */
export const newsletterBodySchema = z.object({
  username: usernameSchema,
  newsletter: newsletterValueSchema,
});

/** `GET /api/account/password_reset`: asks for a reset link by e-mail. */
export const passwordResetRequestQuerySchema = z.object({
  username: usernameSchema,
  mail: z.string().max(200).optional(),
});

/** `PUT /api/account/password_reset`: the e-mailed token and the new password. */
export const passwordResetBodySchema = z.object({
  token: z.string().trim().min(16).max(200),
  password: passwordSchema,
});

/** `PUT /api/account/password_add`: first password of an account created without one. */
export const passwordAddBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});

/** A reply that only tells the person what happened. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
