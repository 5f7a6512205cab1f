import { z } from 'zod';
import { usernameSchema } from './account.ts';

/** The two separate checks: purchase without payment, and CSV export. */
export const allowListKindSchema = z.enum(['allow', 'export']);
export type AllowListKind = z.infer<typeof allowListKindSchema>;

/** `POST /api/allowlist`: exactly one of allow / export, set to the (lowercased) username. */
export const allowListBodySchema = z.union([
  z.object({ allow: usernameSchema }).strict(),
  z.object({ export: usernameSchema }).strict(),
]);
export type AllowListBody = z.input<typeof allowListBodySchema>;

/** The text reply; only 'Authorised' means allowed. */
export const allowListAuthorisedText = 'Authorised';
export const allowListRefusedText = 'Not authorised';
