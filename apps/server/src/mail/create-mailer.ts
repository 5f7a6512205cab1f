import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { outbox } from '../database/schema.ts';
import { devOutboxServed } from '../routes/dev-outbox.ts';
import type { Mailer } from './mailer.ts';

/**
 * SMTP when SMTP_URL is set. Otherwise each message goes to the outbox table and the log says so —
 * never with the message body, which holds codes and links. Where /dev/outbox is served (outside
 * production, or a production server on loopback without SMTP) the log line points at it, where a
 * local user reads the code.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'HOST' | 'publicUrl'>,
  database: DatabaseClient,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL !== undefined) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const [row] = await database
        .insert(outbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning({ id: outbox.id });
      log.info(
        { outboxId: row?.id, subject: message.subject },
        !devOutboxServed(config)
          ? 'mail written to the outbox table (SMTP_URL is not set)'
          : `mail written to the outbox (SMTP_URL is not set); read it at ${config.publicUrl}/dev/outbox`,
      );
    },
  };
}
