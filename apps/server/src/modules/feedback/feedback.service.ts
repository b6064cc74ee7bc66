import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FEEDBACK_MIN_FILL_MS,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_TOKEN_TTL_MS,
  type FeedbackBody,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackListReply,
  type Language,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { feedbackRepo } from './feedback.repo.ts';

export interface FeedbackMails {
  reply(
    to: { email: string; name: string; language: Language },
    v: { kind: FeedbackKind; original: string; reply: string },
  ): Promise<unknown>;
}

type Row = NonNullable<Awaited<ReturnType<typeof feedbackRepo.find>>>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
function view(row: Row): FeedbackItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    email: row.email,
    userId: row.userId === null ? null : Number(row.userId),
    rating: row.rating,
    message: row.message,
    language: row.language,
    createdAt: new Date(row.createdAt).toISOString(),
    handledAt: iso(row.handledAt),
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
  };
}

/**
 * Feedback forms: a signed token carries the time the form was issued, so a form sent within
 * `FEEDBACK_MIN_FILL_MS` of it (a bot) is refused; a filled honeypot is answered as if accepted and
 * dropped. Per-address limits are the routes'.
 */
export function feedbackService(deps: { db: Db; clock: Clock; mails: FeedbackMails }) {
  const { db, clock } = deps;
  let secret: Promise<Buffer> | null = null;
  const key = () => {
    secret ??= feedbackRepo.secret(db).catch((err) => {
      secret = null;
      throw err;
    });
    return secret;
  };
  const sign = async (issued: string) =>
    createHmac('sha256', await key())
      .update(`feedback:${issued}`)
      .digest('base64url');

  async function issuedAt(token: string): Promise<number | null> {
    const [issued, mac] = token.split('.');
    if (!issued || !mac || !/^\d{1,15}$/.test(issued)) return null;
    const expected = Buffer.from(await sign(issued));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(issued);
  }

  const tooFast = () =>
    new AppError('ERROR_VALIDATION', 'The form was sent too soon after it was opened.', {
      fields: [{ field: 'message', message: 'too_fast' }],
    });

  return {
    async token(): Promise<{ token: string }> {
      const issued = String(clock.now().getTime());
      return { token: `${issued}.${await sign(issued)}` };
    },

    /** Stores feedback; `stored: false` when the honeypot was filled (the sender is not told). */
    async send(
      body: FeedbackBody,
      from: { userId: number | null; language: Language; clientIp: string | null },
    ): Promise<{ stored: boolean }> {
      const issued = await issuedAt(body.token);
      const now = clock.now().getTime();
      if (issued === null || now - issued > FEEDBACK_TOKEN_TTL_MS) {
        throw new AppError('ERROR_VALIDATION', 'The form has expired; reload the page.', {
          fields: [{ field: 'token', message: 'expired' }],
        });
      }
      if (now - issued < FEEDBACK_MIN_FILL_MS) throw tooFast();
      if (body.website && body.website.trim() !== '') return { stored: false };
      await feedbackRepo.insert(db, {
        kind: body.kind,
        userId: from.userId,
        name: body.name,
        email: body.email,
        rating: body.rating,
        message: body.message,
        language: from.language,
        clientIp: from.clientIp,
        createdAt: clock.now(),
      });
      return { stored: true };
    },

    async list(q: {
      kind?: FeedbackKind;
      state: 'open' | 'handled' | 'all';
      page: number;
    }): Promise<FeedbackListReply> {
      const { items, total } = await feedbackRepo.list(db, q);
      return { items: items.map(view), total, page: q.page, pageSize: FEEDBACK_PAGE_SIZE };
    },

    async setHandled(staffId: number, id: number, handled: boolean): Promise<FeedbackItem> {
      const done = await feedbackRepo.setHandled(db, id, staffId, handled, clock.now());
      if (Number(done.numUpdatedRows) === 0) throw new AppError('ERROR_NOT_FOUND');
      return view((await feedbackRepo.find(db, id)) as Row);
    },

    /** Mails the reply to the author in the language they wrote in, keeps it, marks the feedback handled. */
    async reply(staffId: number, id: number, text: string): Promise<FeedbackItem> {
      const row = await feedbackRepo.find(db, id);
      if (!row) throw new AppError('ERROR_NOT_FOUND');
      await deps.mails.reply(
        { email: row.email, name: row.name, language: row.language as Language },
        { kind: row.kind, original: row.message, reply: text },
      );
      await feedbackRepo.setReply(db, id, staffId, text, clock.now());
      return view((await feedbackRepo.find(db, id)) as Row);
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
