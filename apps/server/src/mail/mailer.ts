// Sends email: over SMTP (nodemailer) when SMTP_URL is set, and into the outbox table when it is not
// or when not in production (so /dev/outbox shows every message during development and demos).
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  keepInOutbox: boolean;
}

export function createMailer({ db, smtpUrl, from, keepInOutbox }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      if (keepInOutbox || !transport) await db.insert(outbox).values(message);
      if (transport) await transport.sendMail({ from, ...message });
    },
    close() {
      transport?.close();
    },
  };
}
