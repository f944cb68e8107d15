/**
 * Outgoing e-mail. With SMTP configured, nodemailer sends over SMTP. Without it, development
 * mode writes the message to the server log (and says so at start-up); production refuses.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpSettings } from '../settings.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp', 'log' (development without SMTP) or 'none' (production without SMTP). */
  mode: 'smtp' | 'log' | 'none';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(smtp: SmtpSettings | undefined, production: boolean, log: FastifyBaseLogger): Mailer {
  if (smtp) {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      // Why: a stalled mail server must not hold a request or a worker forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: smtp.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  if (!production) {
    return {
      mode: 'log',
      async send(mail) {
        log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, '未配置 SMTP：邮件内容写入日志（仅开发模式）');
      },
      close() {},
    };
  }
  return {
    mode: 'none',
    async send() {
      throw new Error('SMTP is not configured');
    },
    close() {},
  };
}

export function resetCodeMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'VeriDojo 重置密码验证码',
    text: `您的验证码是 ${code}，${validMinutes} 分钟内有效。\n如果这不是您本人的操作，请忽略此邮件。\n\nVeriDojo`,
  };
}
