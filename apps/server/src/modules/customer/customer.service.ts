import {
  CUSTOMER_LIST_PAGE_SIZE,
  type CustomerTask,
  type CustomerTaskView,
  DASHBOARD_DAYS,
  DASHBOARD_LATEST_TASKS,
  type DashboardReply,
  type TaskKindName,
  type TestCaptchaBody,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { LedgerService } from '../billing/index.ts';
import { customerReads, type TaskRow } from '../reporting/index.ts';
import type { SolvingEngine } from '../solving/index.ts';
import {
  decodeSpec,
  formatV1,
  formatV2,
  isTaskKind,
  KIND_META,
  parseV2,
  type TaskAnswer,
  type TaskSpec,
} from '../solving/index.ts';

const DAY = 86_400_000;
/** Longest answer shown in a list (tokens are long). */
const ANSWER_PREVIEW_CHARS = 120;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The answer as the v1 API would give it, shortened for a list. */
function answerText(kind: string, answer: unknown): string | null {
  if (answer === null || answer === undefined) return null;
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as TaskAnswer;
  const { request } = formatV1({ kind, params: {} } as TaskSpec, parsed);
  const text = typeof request === 'string' ? request : JSON.stringify(request);
  return text.length > ANSWER_PREVIEW_CHARS ? `${text.slice(0, ANSWER_PREVIEW_CHARS - 1)}…` : text;
}

/** Whether tasks of a kind carry a main image: every image kind but text questions and audio (see SpecBase). */
const hasImage = (kind: string) =>
  isTaskKind(kind) && KIND_META[kind].category === 'image' && kind !== 'text' && kind !== 'audio';

export function toCustomerTask(row: TaskRow): CustomerTask {
  return {
    id: row.id,
    kind: row.kind as TaskKindName,
    state: row.status,
    costMicros: Number(row.settled) - Number(row.refunded),
    answer: row.status === 'solved' ? answerText(row.kind, row.answer) : null,
    hasImage: hasImage(row.kind),
    createdAt: new Date(row.createdAt).toISOString(),
    endedAt: iso(row.endedAt),
  };
}

/** The v2 `task` object a test-captcha form describes. */
function v2Task(body: TestCaptchaBody): Record<string, unknown> {
  switch (body.kind) {
    case 'image_text':
      return {
        type: 'ImageToTextTask',
        body: body.body,
        ...(body.instructions ? { comment: body.instructions } : {}),
        ...(body.numeric ? { numeric: 1 } : {}),
        ...(body.caseSensitive ? { case: true } : {}),
      };
    case 'text':
      return { type: 'TextCaptchaTask', comment: body.question };
    case 'recaptcha_v2':
      return { type: 'RecaptchaV2TaskProxyless', websiteURL: body.websiteURL, websiteKey: body.websiteKey };
    case 'turnstile':
      return { type: 'TurnstileTaskProxyless', websiteURL: body.websiteURL, websiteKey: body.websiteKey };
    case 'hcaptcha':
      return { type: 'HCaptchaTaskProxyless', websiteURL: body.websiteURL, websiteKey: body.websiteKey };
  }
}

export function customerService(deps: { db: Db; clock: Clock; ledger: LedgerService; engine: SolvingEngine }) {
  const { db, clock, ledger, engine } = deps;
  const page = (p: number) => ({ offset: p * CUSTOMER_LIST_PAGE_SIZE, limit: CUSTOMER_LIST_PAGE_SIZE });

  return {
    async dashboard(customerId: number, apiKey: string | null): Promise<DashboardReply> {
      const today = new Date(`${dayOf(clock.now())}T00:00:00Z`).getTime();
      const from = new Date(today - (DASHBOARD_DAYS - 1) * DAY);
      const [balance, unresolved, latest, perDay, spent] = await Promise.all([
        ledger.balance(customerId),
        customerReads.unresolved(db, customerId),
        customerReads.latest(db, customerId, DASHBOARD_LATEST_TASKS),
        customerReads.tasksPerDay(db, customerId, from),
        customerReads.spentPerDay(db, customerId, from),
      ]);
      const counts = new Map(perDay.map((d) => [d.day, d]));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const day = dayOf(new Date(from.getTime() + i * DAY));
        return {
          day,
          tasks: counts.get(day)?.tasks ?? 0,
          solved: counts.get(day)?.solved ?? 0,
          spentMicros: spent.get(day) ?? 0,
        };
      });
      return {
        balanceMicros: balance.balanceMicros,
        heldMicros: balance.heldMicros,
        apiKey,
        unresolved,
        days,
        latest: latest.map(toCustomerTask),
      };
    },

    async impossible(customerId: number, p: number) {
      const { offset, limit } = page(p);
      const { records, totalCount } = await customerReads.impossible(db, customerId, offset, limit);
      return {
        totalCount,
        records: records.map((r) => ({
          ...toCustomerTask(r),
          reason: r.endReason ?? 'no_answer',
          releasedMicros: Number(r.released),
          attempts: r.attempts,
        })),
      };
    },

    async complaints(customerId: number, p: number) {
      const { offset, limit } = page(p);
      const found = await customerReads.complaints(db, customerId, offset, limit);
      return {
        ...found,
        records: found.records.map((r) => ({
          ...toCustomerTask(r),
          verdict: r.verdict,
          accepted: r.accepted,
          refundedMicros: Number(r.refunded),
          reportedAt: new Date(r.reportedAt).toISOString(),
        })),
      };
    },

    async notCaptcha(customerId: number, p: number) {
      const { offset, limit } = page(p);
      const found = await customerReads.notCaptcha(db, customerId, offset, limit);
      return {
        totalCount: found.totalCount,
        records: found.records.map((r) => ({
          ...toCustomerTask(r),
          markedAt: new Date(r.markedAt).toISOString(),
          marks: Number(r.marks),
        })),
      };
    },

    /** The task's main image, for its owner; null when it has none. */
    async image(customerId: number, taskId: number): Promise<{ bytes: Buffer; mime: string } | null> {
      const raw = await customerReads.spec(db, customerId, taskId);
      if (raw === undefined) throw new AppError('ERROR_NOT_FOUND');
      const spec = decodeSpec(raw);
      return spec.image ? { bytes: spec.image.bytes, mime: spec.image.mime } : null;
    },

    async task(customerId: number, taskId: number): Promise<CustomerTaskView> {
      const [row, view, report] = await Promise.all([
        customerReads.task(db, customerId, taskId),
        engine.get(customerId, taskId),
        customerReads.reportOf(db, customerId, taskId),
      ]);
      if (!row || !view) throw new AppError('ERROR_NOT_FOUND');
      return {
        ...toCustomerTask(row),
        reason: view.state === 'unsolvable' ? view.reason : null,
        solution: view.state === 'ready' ? (formatV2(view.spec, view.answer) as Record<string, unknown>) : null,
        report,
      };
    },

    async report(customerId: number, taskId: number, verdict: 'bad' | 'good') {
      const outcome = await engine.report(customerId, taskId, verdict);
      if (outcome === 'not_found') throw new AppError('ERROR_NOT_FOUND');
      return { outcome };
    },

    /** Submits a task described in the browser, charged like any other. */
    async testCaptcha(customerId: number, body: TestCaptchaBody, ip: string | null): Promise<{ taskId: number }> {
      const parsed = parseV2(v2Task(body));
      if (!parsed.ok) {
        throw new AppError('TESTCAPTCHA_INVALID', parsed.error.errorDescription, {
          fields: [{ field: body.kind === 'image_text' ? 'body' : 'task', message: parsed.error.errorCode }],
        });
      }
      const result = await engine.submit({
        customerId,
        spec: parsed.spec,
        softId: null,
        callbackUrl: null,
        source: 'v2',
        clientIp: ip,
      });
      if (!result.ok) {
        throw result.refusal === 'ERROR_ZERO_BALANCE'
          ? new AppError('TESTCAPTCHA_ZERO_BALANCE', 'The balance is too low for this task.')
          : new AppError('TESTCAPTCHA_NO_SLOT', 'No slot is available right now; try again in a few seconds.');
      }
      return { taskId: result.taskId };
    },
  };
}

export type CustomerService = ReturnType<typeof customerService>;
