// Sends a rendered mail with nodemailer: to the SMTP server of SMTP_URL when it is set, else (the
// embedded default) as an .eml file under DATA_DIR/mail, so an install with no mail server still
// lets a person follow a reset link (mailJob.ts logs the file and its links). Both paths build
// the message with the same nodemailer composer, so the file is exactly what SMTP would carry.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeWholeFile } from '../files/writeWhole';
import nodemailer from 'nodemailer';
import { toIntlLocale } from '../../../src/domain/locale';
import type { RenderedMail } from './render';
import { productName } from './templates';

export interface MailerSettings {
  /** smtp:// or smtps:// URL with credentials; unset: files */
  smtpUrl?: string;
  /** where files go without SMTP (DATA_DIR/mail) */
  mailDir: string;
  /** the sender's address; the sender's name is the product's in the recipient's language */
  fromAddress: string;
}

export interface OutgoingMail {
  to: string;
  mail: RenderedMail;
  /** the Date header, from the server's clock */
  date: Date;
}

export interface SentMail {
  messageId: string;
  /** the .eml written when there is no SMTP server */
  file?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  send(outgoing: OutgoingMail): Promise<SentMail>;
  close(): void;
}

function message(settings: MailerSettings, { to, mail, date }: OutgoingMail) {
  return {
    from: { name: productName(mail.language), address: settings.fromAddress },
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date,
    headers: { 'Content-Language': toIntlLocale(mail.language) },
  };
}

// SMTP's own timeouts are minutes long; a job run has a few minutes in all and is retried
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailer(settings: MailerSettings): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      mode: 'smtp',
      async send(outgoing) {
        const info = await transport.sendMail(message(settings, outgoing));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'files',
    async send(outgoing) {
      const info = await composer.sendMail(message(settings, outgoing));
      await mkdir(settings.mailDir, { recursive: true, mode: 0o700 });
      // sortable by time; the random tail keeps two mails of one millisecond apart
      const stamp = outgoing.date.toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // the links in it are secrets (a reset link is a password for 30 minutes)
      await writeWholeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
    close: () => undefined,
  };
}

/** SMTP said no for good (5xx: no such mailbox, refused sender) or nodemailer found no recipient. */
export function isPermanentMailError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const detail = error as Error & { permanent?: boolean; responseCode?: number; code?: string };
  if (detail.permanent === true) return true;
  if (
    typeof detail.responseCode === 'number' &&
    detail.responseCode >= 500 &&
    detail.responseCode < 600
  )
    return true;
  return detail.code === 'EENVELOPE';
}
