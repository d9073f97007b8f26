import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert digests. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** "outbox" writes .eml files instead of delivering: links must also be logged. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string | undefined;
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const recipient = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(outboxDir, `${Date.now()}-${recipient}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
