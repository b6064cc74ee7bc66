// The solver benchmark's shorter runs on one server: the statements of one captcha step by step,
// submit-only (workers idle), and res.php polling against the /healthz ceiling.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ANSWER, client, FORM, inPhpForm, median, readStats, statsDelta } from './http.mjs';

const STEPS = ['submit', 'claim', 'answer', 'first poll (OK)'];

/**
 * One captcha at a time, `iterations` times, with one customer and one worker and nothing else
 * running: the statements and transactions between the steps (the median over the iterations, so
 * that a background statement now and then — the sweeper, once a second — does not count). Also
 * the background statements per second of the idle server.
 */
export async function statementSteps(url, accounts, png, iterations) {
  const c = client(url);
  const { apiKey } = accounts.customers[0];
  const auth = { authorization: `Bearer ${accounts.workers[0].token}` };
  const answerHeaders = { ...auth, 'content-type': 'application/json' };
  const answerBody = JSON.stringify({ answer: { type: 'text', text: ANSWER } });
  const form = inPhpForm(apiKey, png);
  const samples = STEPS.map(() => []);
  let idle;
  let idleSeconds;
  try {
    const idleBefore = await readStats(url);
    const idleStart = performance.now();
    await sleep(2000);
    idle = statsDelta(idleBefore, await readStats(url));
    idleSeconds = (performance.now() - idleStart) / 1000;

    for (let i = 0; i < iterations; i++) {
      const marks = [await readStats(url)];
      const submitted = await c.call('POST', '/in.php', FORM, form);
      if (!submitted.text.startsWith('OK|')) throw new Error(`steps: in.php answered ${submitted.text}`);
      const id = submitted.text.slice(3);
      marks.push(await readStats(url));
      const next = await c.call('POST', '/api/worker/v1/tasks/next?wait=5', auth);
      const task = next.status === 200 ? JSON.parse(next.text).task : null;
      if (String(task?.id) !== id)
        throw new Error(`steps: tasks/next answered ${next.status} ${next.text.slice(0, 120)}`);
      marks.push(await readStats(url));
      const answered = await c.call('POST', `/api/worker/v1/tasks/${id}/answer`, answerHeaders, answerBody);
      if (answered.status !== 200) throw new Error(`steps: answer answered ${answered.status} ${answered.text}`);
      marks.push(await readStats(url));
      // The first poll after the answer; should the result not be there yet, the polls until it is.
      for (let polls = 0; ; polls++) {
        const poll = await c.call('GET', `/res.php?key=${apiKey}&action=get&id=${id}`);
        if (poll.text === `OK|${ANSWER}`) break;
        if (poll.text !== 'CAPCHA_NOT_READY' || polls > 100) throw new Error(`steps: res.php answered ${poll.text}`);
        await sleep(10);
      }
      marks.push(await readStats(url));
      for (let s = 0; s < STEPS.length; s++) samples[s].push(statsDelta(marks[s], marks[s + 1]));
    }
  } finally {
    c.close();
  }
  const steps = STEPS.map((step, s) => ({
    step,
    statements: median(samples[s].map((d) => d.statements)),
    transactions: median(samples[s].map((d) => d.transactions)),
  }));
  const total = steps.reduce(
    (t, s) => ({ statements: t.statements + s.statements, transactions: t.transactions + s.transactions }),
    { statements: 0, transactions: 0 },
  );
  return {
    iterations,
    steps,
    total,
    backgroundStatementsPerSec: idle.statements / idleSeconds,
  };
}

/**
 * Customers only submit (workers idle): `connections` connections for `seconds` each on in.php
 * (form, base64 PNG) and on v2 createTask (JSON); each submit is for the next customer in turn.
 */
export async function submitOnly(url, accounts, png, { seconds, connections }) {
  const image = png.toString('base64');
  const runs = {
    inPhp: {
      path: '/in.php',
      headers: FORM,
      body: (apiKey) => inPhpForm(apiKey, png),
      ok: (status, text) => status === 200 && text.startsWith('OK|'),
    },
    createTask: {
      path: '/createTask',
      headers: { 'content-type': 'application/json' },
      body: (clientKey) => JSON.stringify({ clientKey, task: { type: 'ImageToTextTask', body: image } }),
      ok: (status, text) => status === 200 && text.startsWith('{"errorId":0'),
    },
  };
  const out = {};
  for (const [name, run] of Object.entries(runs)) {
    const bodies = accounts.customers.map((c) => run.body(c.apiKey));
    let assigned = 0;
    let failed = 0;
    let sample = null;
    const before = await readStats(url);
    const r = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: run.path,
          headers: run.headers,
          // Each submit for the next customer: 2captcha's limits are per key (60 submits in 3 s), and
          // the load spread over the customers stays well below them.
          setupRequest: (request) => ({ ...request, body: bodies[assigned++ % bodies.length] }),
          onResponse: (status, text) => {
            if (run.ok(status, text)) return;
            failed++;
            sample ??= `${status} ${String(text).slice(0, 100)}`;
          },
        },
      ],
    });
    const db = statsDelta(before, await readStats(url));
    const done = r['2xx'] - failed;
    out[name] = {
      reqPerSec: r.requests.average,
      p99Ms: r.latency.p99,
      requests: r.requests.total,
      errors: failed + r.non2xx + r.errors + r.timeouts,
      errorSample: sample,
      statementsPerSubmit: done > 0 ? db.statements / done : null,
      transactionsPerSubmit: done > 0 ? db.transactions / done : null,
    };
  }
  return out;
}

/** /healthz, then res.php for solved ids (every customer's in turn), with autocannon: the poll route against the ceiling. */
export async function pollCeiling(url, accounts, png, { seconds, connections }) {
  const c = client(url);
  const worker = accounts.workers[0];
  try {
    // One solved captcha per customer; the polls go to each in turn (2captcha's limit on res.php
    // calls is per key: 20 per captcha sent + 1,200 a minute).
    const sent = new Map();
    for (const { apiKey } of accounts.customers) {
      const submitted = await c.call('POST', '/in.php', FORM, inPhpForm(apiKey, png));
      if (!submitted.text.startsWith('OK|')) throw new Error(`probe in.php answered ${submitted.text}`);
      sent.set(submitted.text.slice(3), apiKey);
    }
    const auth = { authorization: `Bearer ${worker.token}` };
    // The load has ended, but its last tasks may still be queued: answer until ours are done.
    let left = sent.size;
    for (let i = 0; i < 20_000 && left > 0; i++) {
      const got = JSON.parse((await c.call('POST', '/api/worker/v1/tasks/next?wait=5', auth)).text).task;
      if (!got) throw new Error('probe task was not delivered');
      const body = JSON.stringify({ answer: { type: 'text', text: ANSWER } });
      await c.call(
        'POST',
        `/api/worker/v1/tasks/${got.id}/answer`,
        { ...auth, 'content-type': 'application/json' },
        body,
      );
      if (sent.has(String(got.id))) left--;
    }
    const pollPaths = [...sent].map(([id, apiKey]) => `/res.php?key=${apiKey}&action=get&id=${id}`);
    const check = await c.call('GET', pollPaths[0]);
    if (check.text !== `OK|${ANSWER}`) throw new Error(`probe res.php answered ${check.text}`);
    const run = async (p, paths = [p]) => {
      let next = 0;
      let wrong = null;
      const r = await autocannon({
        url: url + p,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            onResponse: (_status, text) => {
              if (p !== '/healthz' && text !== `OK|${ANSWER}`) wrong ??= String(text).slice(0, 80);
            },
          },
        ],
      });
      const bad = r.non2xx + r.errors + r.timeouts;
      if (bad > 0 || wrong) throw new Error(`${p}: ${bad} failed requests ${wrong ?? ''}`);
      return r;
    };
    await run('/healthz'); // warm-up
    const trivial = await run('/healthz');
    const poll = await run('/res.php', pollPaths);
    return {
      trivialReqPerSec: Math.round(trivial.requests.average),
      pollReqPerSec: Math.round(poll.requests.average),
      pollP99Ms: poll.latency.p99,
      ratio: poll.requests.average / trivial.requests.average,
    };
  } finally {
    c.close();
  }
}
