import type { AddressInfo } from 'node:net';
import { IDENTITY_PATHS, type Language, type UserType } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { manualClock } from '../src/platform/clock.ts';
import type { DatabaseHandle } from '../src/platform/db.ts';
import { type MailTransport, smtpTransport } from '../src/platform/mail/transport.ts';
import { testApp } from './app.ts';
import type { DatabaseTarget } from './databases.ts';
import { Browser, ok, uniqueEmail } from './http.ts';

// ── A real SMTP server, in process ──────────────────────────────────────────

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  /** The decoded To and Subject headers. */
  to: string;
  subject: string;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); blanks between two words go. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bqBQ]\?[^?]*\?=)\s+(?==\?[^?]+\?[bqBQ]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_all, charset: string, enc: string, data: string) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' '));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

function qpBytes(input: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Quoted-printable body: soft line breaks go, `=XX` become bytes, read as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The parts of a message worth testing: headers, text and HTML (one level of multipart is enough). */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = (partHeaders.get('content-type') ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders.get('content-type') ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const pieces = partBody.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        const inner = splitHead(piece.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
    } else if (type.startsWith('text/html')) html += decodeBody(partHeaders, partBody);
    else if (type.startsWith('text/plain')) text += decodeBody(partHeaders, partBody);
  };
  collect(headers, body);
  return {
    envelopeTo,
    to: decodeMimeWords(headers.get('to') ?? ''),
    subject: decodeMimeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n').trim(),
    html: html.replace(/\r\n/g, '\n').trim(),
    raw,
  };
}

/** The first URL of a mail's text part whose path matches `pattern`; its match groups. */
export function findLink(mail: ReceivedMail, pattern: RegExp): RegExpExecArray | null {
  for (const url of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
    const match = pattern.exec(new URL(url).pathname);
    if (match) return match;
  }
  return null;
}

/** `{hash, userId}` of a mail link, for the `/auth/…/{hash}/{userId}` links; fails the test if absent. */
export function mailLink(mail: ReceivedMail, pattern: RegExp): { hash: string; userId: number } {
  const match = findLink(mail, pattern);
  if (!match?.[1] || !match[2]) throw new Error(`no link matching ${pattern} in mail "${mail.subject}":\n${mail.text}`);
  return { hash: match[1], userId: Number(match[2]) };
}

export const LINKS = {
  confirm: /^\/auth\/check_key\/([^/\s]+)\/(\d+)$/,
  deleteEmail: /^\/auth\/delete_email\/([^/\s]+)\/(\d+)$/,
  remind: /^\/auth\/check_remind\/([^/\s]+)\/(\d+)$/,
  changeOld: /^\/auth\/change_email\/([^/\s]+)\/(\d+)\/old$/,
  changeNew: /^\/auth\/change_email\/([^/\s]+)\/(\d+)\/new$/,
};

/** An SMTP server on 127.0.0.1 that keeps every message it receives. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    let sink: SmtpSink | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          sink?.receive(parseMail(Buffer.concat(chunks).toString('utf8'), envelopeTo));
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.on('error', reject);
      const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
    sink = new SmtpSink(server, port);
    return sink;
  }

  private receive(mail: ReceivedMail) {
    this.mails.push(mail);
    for (const notify of this.listeners) notify();
  }

  /** The app's transport to this server. */
  transport(): MailTransport {
    return smtpTransport(`smtp://127.0.0.1:${this.port}`, 'Crowdsolve <no-reply@test>');
  }

  /** Mails received so far for an address (envelope recipient). */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** A position in the received mails, for waiting on mails received after it. */
  mark(): number {
    return this.mails.length;
  }

  /**
   * The first mail (already received or arriving within the timeout) that satisfies `predicate`,
   * among those received since `since` (a `mark()`).
   */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000, since = 0): Promise<ReceivedMail> {
    const find = () => this.mails.slice(since).find(predicate);
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = find();
        if (!mail) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        const seen = this.mails.map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`).join('\n');
        reject(new Error(`no matching mail within ${timeoutMs} ms; received:\n${seen}`));
      }, timeoutMs);
      this.listeners.add(check);
    });
  }

  /** The mail to `address` with this subject (received since `since`, a `mark()`). */
  waitFor(address: string, subject: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
    const to = address.toLowerCase();
    return this.waitForMail((m) => m.envelopeTo.includes(to) && m.subject === subject, timeoutMs, since);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { Browser, DEFAULT_USER_AGENT, expectError, ok, uniqueEmail, uniqueIp } from './http.ts';

// ── The app with a manual clock and mail going to the sink ──────────────────

export interface IdentityHarness {
  database: DatabaseHandle;
  app: FastifyInstance;
  smtp: SmtpSink;
  clock: ReturnType<typeof manualClock>;
  browser(options?: { ip?: string; userAgent?: string }): Browser;
  close(): Promise<void>;
}

/** A fresh database, the SMTP sink and the app wired to them (dev outbox off). */
export async function identityHarness(
  target: DatabaseTarget,
  env: Record<string, string> = {},
): Promise<IdentityHarness> {
  const [database, smtp] = await Promise.all([target.open(), SmtpSink.start()]);
  const clock = manualClock(new Date());
  const transport = smtp.transport();
  const app = await testApp(database, {
    env: { DEV_MAIL_OUTBOX: 'false', PUBLIC_URL: 'http://crowdsolve.test', ...env },
    mailTransport: transport,
    clock,
  });
  await app.ready();
  return {
    database,
    app,
    smtp,
    clock,
    browser: (options) => new Browser(app, options),
    close: async () => {
      await app.close();
      transport.close();
      await smtp.close();
      await database.close();
    },
  };
}

// ── Account shortcuts ───────────────────────────────────────────────────────

/** The mail catalogue of a language (subjects identify the mails). */
export const MAIL = resources.en.mail;
export const mailTexts = (language: Language) => resources[language].mail;
export const PASSWORD = 'correct horse battery staple';

export interface TestAccount {
  email: string;
  password: string;
  userId: number;
  /** The links of the confirmation mail. */
  confirmLink: { hash: string; userId: number };
  deleteLink: { hash: string; userId: number };
}

/**
 * Registers an account through the API and reads its confirmation mail. Registration signs the
 * registering browser in; it signs out again, so the account starts with no live session.
 */
export async function signUp(
  h: IdentityHarness,
  options: { email?: string; password?: string; userType?: UserType; interfaceLanguage?: Language } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail('user');
  const password = options.password ?? PASSWORD;
  const since = h.smtp.mark();
  const browser = h.browser();
  const res = await browser.post(IDENTITY_PATHS.register, {
    email,
    password,
    acceptTerms: true,
    ...(options.userType ? { userType: options.userType } : {}),
    ...(options.interfaceLanguage ? { interfaceLanguage: options.interfaceLanguage } : {}),
  });
  expect(ok(res)).toMatchObject({ ok: true, email, mail: { status: 'sent' } });
  ok(await browser.post(IDENTITY_PATHS.logout));
  const mail = await h.smtp.waitFor(email, mailTexts(options.interfaceLanguage ?? 'en').confirmEmail.subject, since);
  const confirmLink = mailLink(mail, LINKS.confirm);
  return { email, password, userId: confirmLink.userId, confirmLink, deleteLink: mailLink(mail, LINKS.deleteEmail) };
}

/** Registers and confirms the address. */
export async function signUpConfirmed(h: IdentityHarness, options: Parameters<typeof signUp>[1] = {}) {
  const account = await signUp(h, options);
  ok(await h.browser().post(IDENTITY_PATHS.checkKey, account.confirmLink));
  return account;
}

/** A browser signed in to the account (no second factor). */
export async function signIn(
  h: IdentityHarness,
  account: { email: string; password: string },
  options: { ip?: string; userAgent?: string } = {},
): Promise<Browser> {
  const browser = h.browser(options);
  const body = ok(await browser.post(IDENTITY_PATHS.login, { email: account.email, password: account.password }));
  expect(body.status).toBe('ok');
  return browser;
}
