/**
 * The worker API as an OpenAPI 3.1 document, generated from the contract's zod schemas
 * (z.toJSONSchema, JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Served at WORK_PATHS.openapi.
 */
import {
  AdmissionBodySchema,
  AdmissionReplySchema,
  AnswerBodySchema,
  COOKIES,
  CreatedWorkerTokenSchema,
  CreateWorkerTokenBodySchema,
  CSRF_HEADER,
  ERROR_STATUS,
  type ErrorCode,
  ErrorEnvelopeSchema,
  NextTaskQuerySchema,
  NextTaskReplySchema,
  OkReplySchema,
  WORK_PATHS as P,
  WORKER_HELD_TASKS_MAX,
  WORKER_TOKENS_MAX,
  WORKER_WAIT_MAX_SECONDS,
  WorkerAnswerSchema,
  WorkerImageSchema,
  WorkerMeReplySchema,
  WorkerSiteSchema,
  WorkerTaskSchema,
  WorkerTokenSchema,
  WorkerTokensReplySchema,
} from '@crowdsolve/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;
type Auth = 'worker' | 'session' | 'admin';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Tasks' | 'Account' | 'Tokens' | 'Admin';
  auth: Auth;
  idParam?: string;
  query?: z.ZodObject;
  body?: string;
  reply: string;
  errors: ErrorCode[];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** Errors of every worker-API call, by who calls. */
const WORKER_ERRORS: ErrorCode[] = ['ERROR_UNAUTHORIZED', 'WORK_NOT_WORKER'];
const TASK_ERRORS: ErrorCode[] = [
  ...WORKER_ERRORS,
  'WORK_NOT_ADMITTED',
  'WORK_SUSPENDED',
  'ERROR_VALIDATION',
  'ERROR_CSRF',
];
const SESSION_ERRORS: ErrorCode[] = ['ERROR_EMPTY_USER', 'WORK_NOT_WORKER', 'ERROR_CSRF', 'ERROR_RATE_LIMITED'];

const release = (path: string, operationId: string, summary: string, description: string): Operation => ({
  method: 'post',
  path,
  operationId,
  summary,
  description,
  tag: 'Tasks',
  auth: 'worker',
  idParam: 'The task id.',
  reply: 'OkReply',
  errors: [...TASK_ERRORS, 'WORK_NOT_ASSIGNED'],
});

/** Every route of the work module. A test checks the app serves each of them and no other worker route. */
export const WORK_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: P.next,
    operationId: 'nextTask',
    summary: 'Take the next task',
    description: `Assigns you the oldest queued task you may solve and returns it. When none is queued, waits up to \`wait\` seconds (at most ${WORKER_WAIT_MAX_SECONDS}) for one and answers as soon as one arrives; \`{"task": null}\` when none came. Then answer it before its \`deadline\`, or hand it back (skip, cannot solve, not a captcha). Only admitted workers get tasks. You hold at most ${WORKER_HELD_TASKS_MAX} tasks at a time (assigned, deadline ahead): past that, 409 \`WORK_TOO_MANY_TASKS\` until you answer or hand one back. No body is needed (an empty JSON body is accepted); \`GET\` is refused (405 \`ERROR_METHOD_NOT_ALLOWED\`).`,
    tag: 'Tasks',
    auth: 'worker',
    query: NextTaskQuerySchema,
    reply: 'NextTaskReply',
    errors: [...TASK_ERRORS, 'WORK_TOO_MANY_TASKS'],
  },
  {
    method: 'post',
    path: P.answer,
    operationId: 'answerTask',
    summary: 'Answer a task',
    description:
      'Sends the answer of a task assigned to you. An accepted answer ends the task and pays you at once; a refused one (`WORK_INVALID_ANSWER`, with the reason) leaves it assigned to you until its deadline, so you can correct it.',
    tag: 'Tasks',
    auth: 'worker',
    idParam: 'The task id.',
    body: 'AnswerBody',
    reply: 'OkReply',
    errors: [...TASK_ERRORS, 'WORK_INVALID_ANSWER', 'WORK_NOT_ASSIGNED', 'WORK_DEADLINE_PASSED'],
  },
  release(
    P.skip,
    'skipTask',
    'Skip a task',
    'Gives the task back to the queue for another worker; you will not get it again.',
  ),
  release(
    P.cannotSolve,
    'cannotSolveTask',
    'Report "cannot solve"',
    'The captcha is unreadable or cannot be solved; it goes to another worker (after too many such reports it ends unsolvable).',
  ),
  release(
    P.notACaptcha,
    'notACaptchaTask',
    'Report "not a captcha"',
    'The task is not a captcha (or not what its kind says); it goes back to the queue and is reported.',
  ),
  {
    method: 'get',
    path: P.me,
    operationId: 'me',
    summary: 'Who am I',
    description: 'Your admission, balance, and what you earned and solved today (UTC).',
    tag: 'Account',
    auth: 'worker',
    reply: 'WorkerMeReply',
    errors: WORKER_ERRORS,
  },
  {
    method: 'get',
    path: P.openapi,
    operationId: 'openapi',
    summary: 'This document',
    tag: 'Account',
    auth: 'worker',
    reply: 'OpenApiDocument',
    errors: [],
  },
  {
    method: 'get',
    path: P.tokens,
    operationId: 'listTokens',
    summary: 'List your tokens',
    description: 'The live (not revoked) tokens of the signed-in worker. The tokens themselves are never shown again.',
    tag: 'Tokens',
    auth: 'session',
    reply: 'WorkerTokensReply',
    errors: SESSION_ERRORS.filter((c) => c !== 'ERROR_CSRF'),
  },
  {
    method: 'post',
    path: P.tokens,
    operationId: 'createToken',
    summary: 'Create a token',
    description: `A new token for worker software; the reply shows it this once (only its hash is kept). At most ${WORKER_TOKENS_MAX} live tokens.`,
    tag: 'Tokens',
    auth: 'session',
    body: 'CreateWorkerTokenBody',
    reply: 'CreatedWorkerToken',
    errors: [...SESSION_ERRORS, 'ERROR_VALIDATION', 'WORK_TOO_MANY_TOKENS'],
  },
  {
    method: 'delete',
    path: P.token,
    operationId: 'revokeToken',
    summary: 'Revoke a token',
    description: 'Software using it gets 401 from then on.',
    tag: 'Tokens',
    auth: 'session',
    idParam: 'The token id.',
    reply: 'OkReply',
    errors: [...SESSION_ERRORS, 'ERROR_VALIDATION', 'ERROR_NOT_FOUND'],
  },
  {
    method: 'put',
    path: P.adminAdmission,
    operationId: 'setAdmission',
    summary: 'Admit a worker (admin)',
    description: 'Admits a worker to paid tasks, or withdraws the admission (`admitted: false`).',
    tag: 'Admin',
    auth: 'admin',
    idParam: 'The worker’s user id.',
    body: 'AdmissionBody',
    reply: 'AdmissionReply',
    errors: ['ERROR_EMPTY_USER', 'ERROR_FORBIDDEN', 'ERROR_CSRF', 'ERROR_VALIDATION', 'ERROR_NOT_FOUND'],
  },
];

/** Named schemas: requests as the client sends them, replies as the server sends them. */
function componentSchemas(): Record<string, Json> {
  const input = z.registry<{ id: string }>();
  input.add(WorkerAnswerSchema, { id: 'WorkerAnswer' });
  input.add(AnswerBodySchema, { id: 'AnswerBody' });
  input.add(CreateWorkerTokenBodySchema, { id: 'CreateWorkerTokenBody' });
  input.add(AdmissionBodySchema, { id: 'AdmissionBody' });

  const output = z.registry<{ id: string }>();
  output.add(WorkerImageSchema, { id: 'WorkerImage' });
  output.add(WorkerSiteSchema, { id: 'WorkerSite' });
  output.add(WorkerTaskSchema, { id: 'WorkerTask' });
  output.add(NextTaskReplySchema, { id: 'NextTaskReply' });
  output.add(WorkerMeReplySchema, { id: 'WorkerMeReply' });
  output.add(WorkerTokenSchema, { id: 'WorkerToken' });
  output.add(CreatedWorkerTokenSchema, { id: 'CreatedWorkerToken' });
  output.add(WorkerTokensReplySchema, { id: 'WorkerTokensReply' });
  output.add(AdmissionReplySchema, { id: 'AdmissionReply' });
  output.add(OkReplySchema, { id: 'OkReply' });
  output.add(ErrorEnvelopeSchema, { id: 'ErrorEnvelope' });

  const uri = (id: string) => `#/components/schemas/${id}`;
  const all = {
    ...z.toJSONSchema(input, { io: 'input', uri }).schemas,
    ...z.toJSONSchema(output, { io: 'output', uri }).schemas,
  };
  const clean = (schema: unknown, reply: boolean): unknown => {
    if (Array.isArray(schema)) return schema.map((s) => clean(s, reply));
    if (!schema || typeof schema !== 'object') return schema;
    return Object.fromEntries(
      Object.entries(schema)
        // Replies may gain fields later: clients must not refuse unknown ones.
        .filter(([k, v]) => k !== '$schema' && k !== '$id' && !(reply && k === 'additionalProperties' && v === false))
        .map(([k, v]) => [k, clean(v, reply)]),
    );
  };
  const inputs = new Set(['WorkerAnswer', 'AnswerBody', 'CreateWorkerTokenBody', 'AdmissionBody']);
  const schemas = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, clean(v, !inputs.has(k)) as Json]));
  schemas.OpenApiDocument = { type: 'object', description: 'An OpenAPI 3.1 document.' };
  return schemas;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function errorResponses(codes: readonly ErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Error: ${list.map((c) => `\`${c}\``).join(', ')}.`,
        'x-error-codes': list,
        content: { 'application/json': { schema: ref('ErrorEnvelope') } },
      },
    ]),
  );
}

function parameters(op: Operation): Json[] {
  const list: Json[] = [];
  if (op.idParam) {
    list.push({
      name: 'id',
      in: 'path',
      required: true,
      description: op.idParam,
      schema: { type: 'integer', minimum: 1 },
    });
  }
  for (const [name, field] of Object.entries(op.query?.shape ?? {})) {
    const { $schema: _, description, ...schema } = z.toJSONSchema(field as z.ZodType, { io: 'input' }) as Json;
    list.push({ name, in: 'query', required: false, description, schema });
  }
  return list;
}

const SECURITY: Record<Auth, Json[]> = {
  worker: [{ workerToken: [] }, { session: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

const DESCRIPTION = `For worker software and the browser worker cabinet: take tasks, answer them, hand them back.

**Authentication.** Worker software sends \`Authorization: Bearer <token>\`, a token the worker creates (signed in) with \`POST ${P.tokens}\`; it is shown once. The browser cabinet uses its session cookie instead; then every POST also needs the \`${CSRF_HEADER}\` header equal to the \`${COOKIES.csrf}\` cookie. Tokens of banned or deleted accounts and revoked tokens are refused (401).

**Admission.** Only workers admitted to paid tasks get tasks (else 403 \`WORK_NOT_ADMITTED\`).

**Flow.** \`POST ${P.next}?wait=${WORKER_WAIT_MAX_SECONDS}\` in a loop (long poll). A task comes with its \`deadline\`; send \`POST ${P.answer}\` with \`{"answer": …}\` of its \`answerType\`, or \`skip\`, \`cannot-solve\`, \`not-a-captcha\`. A task you handed back never comes to you again. You hold at most ${WORKER_HELD_TASKS_MAX} tasks at a time; software solving several side by side takes one per free slot.

**What a task carries.** Image kinds: the image(s) as \`data:\` URLs, instruction text and image, hints (case, characters, length, alphabet, phrase, calc), grid size, click limits, rotation step. Token kinds: \`site\` with the page URL, site key, flags, action, user agent and the kind's other parameters. Never the customer, their proxy or their cookies.

**Errors** are \`{"error": {"code", "message", "requestId"}}\`; the codes of each call are listed with its responses.

**Money** is in micro-dollars (1e-6 USD), integers.`;

/** The document (built once per app). */
export function workerOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const op of WORK_OPERATIONS) {
    const path = openApiPath(op.path);
    const params = parameters(op);
    paths[path] = {
      ...paths[path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        tags: [op.tag],
        ...(op.path === P.openapi ? { security: [] } : { security: SECURITY[op.auth] }),
        ...(params.length ? { parameters: params } : {}),
        ...(op.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } }
          : {}),
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: ref(op.reply) } } },
          ...errorResponses(op.errors),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Crowdsolve worker API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Tasks', description: 'Take, answer and hand back tasks.' },
      { name: 'Account', description: 'The calling worker.' },
      { name: 'Tokens', description: 'Tokens for worker software (signed-in worker, session).' },
      { name: 'Admin', description: 'Administration.' },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        workerToken: {
          type: 'http',
          scheme: 'bearer',
          description: `A worker token (\`cswk_…\`) from \`POST ${P.tokens}\`.`,
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIES.session,
          description: `The signed-in session (browser). Writes also need the \`${CSRF_HEADER}\` header.`,
        },
      },
    },
  };
}
