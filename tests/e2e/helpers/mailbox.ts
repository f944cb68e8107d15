// The loopback SMTP server of scripts/e2e.mjs writes every message it receives into MAILBOX_DIR as JSON;
// these helpers read them the way a user reads an inbox.
import fs from 'node:fs';
import path from 'node:path';
import { MAILBOX_DIR } from './env.ts';

export interface Mail {
  to: string[];
  raw: string;
}

function readMailbox(): Mail[] {
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, f), 'utf8')) as Mail);
}

export function mailCount(): number {
  return readMailbox().length;
}

/** Waits for a message to `address` among those that arrived after the first `since`. */
export async function waitForMail(address: string, since: number, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMailbox()
      .slice(since)
      .find((m) => m.to.includes(address.toLowerCase()));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The body text of a single-part message, decoded from base64 or quoted-printable. */
export function mailBody(mail: Mail): string {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The six-digit reset code in the mail ('您的验证码是 123456'). */
export function resetCode(mail: Mail): string {
  const match = /验证码是\s*(\d{6})/.exec(mailBody(mail));
  if (!match?.[1]) throw new Error(`no code in the mail: ${mailBody(mail).slice(0, 200)}`);
  return match[1];
}
