#!/usr/bin/env node
/**
 * Crowdsolve worker client: solve image captchas from a terminal through the worker API.
 *
 * Needs Node.js 20 or newer and nothing else (one file, no packages).
 *
 *   node crowdsolve-worker.mjs --server https://your-crowdsolve-host --token cswk_…
 *
 * Create the token on the site's /workers-software page, signed in as a worker. The client waits for a task
 * (long poll), saves its image to a file, shows what to do and reads your answer from the
 * keyboard, then sends it. The worker API's description: <server>/api/worker/v1/openapi.json.
 *
 * Options (or environment variables):
 *   --server URL      CROWDSOLVE_SERVER   the site's address (default http://localhost:3000)
 *   --token TOKEN     CROWDSOLVE_TOKEN    your worker API token
 *   --dir PATH        CROWDSOLVE_DIR      where task images are saved (default: the system's temp folder)
 *   --tasks N                             stop after N answered tasks (default: run until /quit)
 *   --wait SECONDS                        how long one request waits for a task, 1–30 (default 30)
 *
 * While a task is shown, type the answer and press Enter, or one of:
 *   /skip   hand the task to someone else (also: an empty line)
 *   /cannot the task cannot be solved
 *   /notcaptcha the image is not a captcha
 *   /quit   hand the task back and stop
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const API = '/api/worker/v1';

const { values: args } = parseArgs({
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    dir: { type: 'string' },
    tasks: { type: 'string' },
    wait: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (args.help) {
  console.log('Usage: node crowdsolve-worker.mjs --server URL --token TOKEN [--dir PATH] [--tasks N] [--wait SECONDS]');
  process.exit(0);
}

const server = (args.server ?? process.env.CROWDSOLVE_SERVER ?? 'http://localhost:3000').replace(/\/+$/, '');
const token = args.token ?? process.env.CROWDSOLVE_TOKEN;
const dir = args.dir ?? process.env.CROWDSOLVE_DIR ?? path.join(tmpdir(), 'crowdsolve-worker');
const maxTasks = args.tasks ? Number(args.tasks) : Number.POSITIVE_INFINITY;
const wait = Math.min(30, Math.max(1, Number(args.wait ?? 30) || 30));

if (!token) {
  console.error(
    'A worker API token is needed: --token cswk_… (create one on the /workers-software page, signed in as a worker).',
  );
  process.exit(2);
}

/** Lines typed (or piped) in, read one at a time. */
const input = createInterface({ input: process.stdin, terminal: process.stdin.isTTY === true });
const lines = input[Symbol.asyncIterator]();
// Ctrl+C at the prompt stops the client too (readline would only pause).
input.on('SIGINT', () => process.emit('SIGINT'));
let inputEnded = false;
async function ask(prompt) {
  process.stdout.write(prompt);
  const next = await lines.next();
  if (next.done) {
    inputEnded = true;
    return '/quit';
  }
  return next.value.trim();
}

class ApiError extends Error {
  constructor(status, code, message) {
    super(`${code}: ${message}`);
    this.status = status;
    this.code = code;
  }
}

/** One call of the worker API with the token; JSON in and out. */
async function call(method, route, body) {
  const response = await fetch(`${server}${API}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: reported below.
  }
  if (!response.ok) {
    const error = json?.error ?? { code: `HTTP_${response.status}`, message: text.slice(0, 200) };
    throw new ApiError(response.status, error.code, error.message);
  }
  return json;
}

/** Saves a `data:<mime>;base64,…` image and returns its path. */
async function saveImage(image, name) {
  const match = /^data:([^;]+);base64,(.*)$/s.exec(image.url);
  if (!match) return null;
  const ext = match[1].split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  const file = path.join(dir, `${name}.${ext}`);
  await writeFile(file, Buffer.from(match[2], 'base64'));
  return file;
}

const pairs = (text) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.split(',').map((n) => Number.parseInt(n, 10)));

/** What to type per answer type, and how the typed line becomes the answer. */
const ANSWERS = {
  text: { how: 'the text you see (or the answer to the question)', parse: (s) => ({ type: 'text', text: s }) },
  cells: {
    how: 'the numbers of the matching tiles, row by row from the top left, from 1 (e.g. 1 4 7)',
    parse: (s) => ({
      type: 'cells',
      cells: s
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number),
    }),
  },
  angles: {
    how: 'degrees to turn each image clockwise so it stands upright (e.g. 90)',
    parse: (s) => ({
      type: 'angles',
      angles: s
        .split(/[\s,|]+/)
        .filter(Boolean)
        .map(Number),
    }),
  },
  points: {
    how: 'the points to click, x,y in pixels from the top left (e.g. 40,25 120,60)',
    parse: (s) => ({ type: 'points', points: pairs(s).map(([x, y]) => ({ x, y })) }),
  },
  boxes: {
    how: 'boxes as xMin,yMin,xMax,yMax separated by spaces',
    parse: (s) => ({
      type: 'boxes',
      boxes: pairs(s).map(([xMin, yMin, xMax, yMax]) => ({ xMin, xMax, yMin, yMax })),
    }),
  },
  polygons: {
    how: 'polygons as x,y points separated by spaces, polygons separated by ;',
    parse: (s) => ({
      type: 'polygons',
      polygons: s
        .split(';')
        .map((poly) => pairs(poly).map(([x, y]) => ({ x, y })))
        .filter((poly) => poly.length > 0),
    }),
  },
};

/** The task on screen, handed back if the client is stopped with Ctrl+C. */
let current = null;
process.on('SIGINT', () => {
  const held = current;
  current = null;
  const stop = () => process.exit(130);
  if (!held) stop();
  else call('POST', `/tasks/${held.id}/skip`).then(stop, stop);
});

/** Shows one task, reads the answer and sends it. Returns false to stop. */
async function solve(task) {
  current = task;
  try {
    return await show(task);
  } finally {
    current = null;
  }
}

async function show(task) {
  console.log(`\nTask ${task.id}: ${task.kind}, pay $${task.pay}, ${task.secondsLeft} s to answer`);
  if (task.question) console.log(`Question: ${task.question}`);
  if (task.instructions?.text) console.log(`Instructions: ${task.instructions.text}`);
  const hints = Object.entries(task.hints ?? {}).map(([k, v]) => `${k}=${v}`);
  if (hints.length) console.log(`Hints: ${hints.join(', ')}`);
  if (task.grid) console.log(`Grid: ${task.grid.rows} rows × ${task.grid.columns} columns`);
  const images = [task.image, ...(task.images ?? [])].filter(Boolean);
  for (const [i, image] of images.entries()) {
    const file = await saveImage(image, `task-${task.id}-${i + 1}`);
    if (file) console.log(`Image: ${file} (${image.width}×${image.height})`);
  }
  if (task.instructions?.image) {
    const file = await saveImage(task.instructions.image, `task-${task.id}-instruction`);
    if (file) console.log(`Instruction image: ${file}`);
  }
  const kind = ANSWERS[task.answerType];
  if (!kind) {
    console.log(`This client cannot answer "${task.answerType}" tasks from a terminal: handed back.`);
    await call('POST', `/tasks/${task.id}/skip`);
    return true;
  }
  const typed = await ask(`Answer (${kind.how}): `);
  const release = { '': 'skip', '/skip': 'skip', '/cannot': 'cannot-solve', '/notcaptcha': 'not-a-captcha' };
  if (typed === '/quit') {
    await call('POST', `/tasks/${task.id}/skip`).catch(() => {});
    return false;
  }
  if (typed in release) {
    await call('POST', `/tasks/${task.id}/${release[typed]}`);
    console.log('Handed back.');
    return true;
  }
  try {
    await call('POST', `/tasks/${task.id}/answer`, { answer: kind.parse(typed) });
    console.log('Answer sent.');
    answered += 1;
  } catch (err) {
    console.log(`The answer was not taken: ${err.message}`);
  }
  return true;
}

let answered = 0;

async function main() {
  await mkdir(dir, { recursive: true });
  const me = await call('GET', '/me');
  console.log(`Signed in as worker ${me.userId}; balance $${(me.balanceMicros / 1e6).toFixed(2)}.`);
  if (!me.admitted) {
    console.log('You are not admitted to paid tasks yet: finish the training in your worker cabinet first.');
    return 1;
  }
  console.log(`Images are saved in ${dir}. Waiting for tasks…`);
  while (answered < maxTasks && !inputEnded) {
    let reply;
    try {
      reply = await call('POST', `/tasks/next?wait=${wait}&browser=true`);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500 && err.status !== 429) throw err;
      console.log(`${err.message}; trying again in 5 s.`);
      await new Promise((r) => setTimeout(r, 5000));
      continue;
    }
    if (!reply.task) continue;
    if (!(await solve(reply.task))) break;
  }
  return 0;
}

main()
  .then((code) => {
    console.log(`Done: ${answered} answered.`);
    input.close();
    process.exitCode = code;
  })
  .catch((err) => {
    console.error(err.message);
    input.close();
    process.exitCode = 1;
  });
