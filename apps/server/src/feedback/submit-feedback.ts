import type { z } from 'zod';
import type { feedbackBodySchema } from '@hazardscope/contracts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { feedback } from '../database/schema.ts';
import { feedbackMessage } from '../mail/mail-messages.ts';
import type { Mailer } from '../mail/mailer.ts';

export type Feedback = z.output<typeof feedbackBodySchema>;

/** `POST /api/feedback`: stored first (so nothing is lost if mail fails), then mailed to support. */
export async function submitFeedback(
  database: DatabaseClient,
  clock: Clock,
  mailer: Mailer,
  supportEmail: string,
  input: Feedback,
): Promise<void> {
  await database.insert(feedback).values({
    email: input.email,
    subject: input.subject,
    comment: input.comment,
    label: input.label,
    pageUrl: input.pageUrl ?? null,
    analysisTitle: input.analysisTitle ?? null,
    parameters: input.parameters ?? null,
    createdAt: clock(),
  });
  await mailer.send(feedbackMessage(supportEmail, input));
}
