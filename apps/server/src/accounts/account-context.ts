import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import type { MailContext } from '../mail/mail-messages.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the account functions work with, passed in (never a singleton) so tests choose each part. */
export interface AccountContext {
  database: DatabaseClient;
  clock: Clock;
  mailer: Mailer;
  mail: MailContext;
}

/** Who is calling, for the per-address rate limits. */
export interface CallerAddress {
  clientAddress: string;
}
