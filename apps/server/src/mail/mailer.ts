/** One message, in plain text and simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply should go (feedback: the reader who wrote it). */
  replyTo?: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, otherwise into the outbox table (create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
