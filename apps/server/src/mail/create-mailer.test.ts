import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants } from '../database/test-databases.ts';
import type { Database } from '../database/open-database.ts';
import { outbox } from '../database/schema.ts';
import { createMailer } from './create-mailer.ts';
import { feedbackMessage, verificationCodeMessage } from './mail-messages.ts';

/**
 * A minimal SMTP server speaking the real protocol (RFC 5321 replies), keeping each DATA section,
 * so the SMTP path is exercised end to end through nodemailer.
 */
function startSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 2.0.0 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test.local\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 end with .\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

const mailContext = { productName: 'Hazardscope', publicUrl: 'http://localhost:3000' };

describe.each(databaseVariants())('createMailer on $name', (variant) => {
  let database: Database;
  const smtp = startSmtpServer();
  let smtpUrl: string;
  const logLines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    database = await variant.open();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => smtp.server.close(resolve));
    await database.close();
  });

  it('sends through SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const mailer = createMailer(
      {
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Hazardscope <no-reply@example.org>',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        publicUrl: '',
      },
      database.client,
      log,
    );
    await mailer.send(verificationCodeMessage(mailContext, 'person@example.org', '123456'));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Your Hazardscope verification code');
    expect(smtp.received[0]).toContain('person@example.org');
    expect(smtp.received[0]).toContain('123456');
    expect(await database.client.select().from(outbox)).toHaveLength(0);
  });

  it('sends feedback to support with the reader as the reply address', async () => {
    const mailer = createMailer(
      {
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'no-reply@example.org',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        publicUrl: '',
      },
      database.client,
      log,
    );
    await mailer.send(
      feedbackMessage('help@example.org', {
        email: 'reader@example.org',
        subject: 'Hello',
        comment: 'A <b>bold</b> claim',
        label: 'General Feedback',
      }),
    );
    const sent = smtp.received.at(-1) ?? '';
    expect(sent).toContain('Reply-To: reader@example.org');
    expect(sent).toContain('A &lt;b&gt;bold&lt;/b&gt; claim');
  });

  it('writes to the outbox without SMTP, logging where to read it but never the message', async () => {
    const mailer = createMailer(
      {
        SMTP_URL: undefined,
        MAIL_FROM: 'x',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        publicUrl: 'http://localhost:3000',
      },
      database.client,
      log,
    );
    await mailer.send(verificationCodeMessage(mailContext, 'other@example.org', '654321'));
    const rows = await database.client.select().from(outbox);
    expect(rows.map((row) => row.recipient)).toEqual(['other@example.org']);
    const line = logLines.at(-1) ?? '';
    expect(line).toContain('http://localhost:3000/dev/outbox');
    expect(logLines.join('\n')).not.toContain('654321');
    expect(logLines.join('\n')).not.toContain('123456');
  });

  it('points at /dev/outbox in production on loopback without SMTP, and not on a public address', async () => {
    for (const [HOST, pointed] of [
      ['127.0.0.1', true],
      ['0.0.0.0', false],
    ] as const) {
      const mailer = createMailer(
        {
          SMTP_URL: undefined,
          MAIL_FROM: 'x',
          NODE_ENV: 'production',
          HOST,
          publicUrl: 'http://localhost:3000',
        },
        database.client,
        log,
      );
      await mailer.send(verificationCodeMessage(mailContext, 'third@example.org', '111222'));
      expect(logLines.at(-1)?.includes('/dev/outbox'), HOST).toBe(pointed);
    }
  });
});
