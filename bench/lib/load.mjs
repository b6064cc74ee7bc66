// The solver benchmark's end-to-end load: customers submit (in.php) and poll (res.php), workers
// claim and answer through the worker API. With several server URLs (processes on one database),
// customers and workers are split evenly among them.
import { setTimeout as sleep } from 'node:timers/promises';
import { ANSWER, client, FORM, inPhpForm, percentile, readStats, statsDelta } from './http.mjs';
import { processCpuSeconds } from './server.mjs';

/**
 * Runs the closed loop for `warmupSeconds` + `seconds`; figures are of the measured part only.
 * `servers`: [{url, pid}]; `inflight`: captchas in flight per customer.
 */
export async function simulate({ servers, accounts, png, inflight, warmupSeconds, seconds, pollEveryMs, workerWaitS }) {
  const clients = servers.map((s) => client(s.url));
  const urls = servers.map((s) => s.url);
  const now = () => performance.now();
  const submittedAt = new Map();
  const deliveredAt = new Map();
  const counts = { solved: 0, submits: 0, polls: 0, claims: 0, emptyClaims: 0, answers: 0, errors: 0 };
  const errorSamples = new Set();
  let measuring = false;
  let stopping = false;
  const measuredDelivery = [];
  const count = (name) => {
    if (measuring) counts[name]++;
  };
  const error = (what) => {
    if (stopping) return;
    counts.errors++;
    if (errorSamples.size < 5) errorSamples.add(what);
  };

  function noteDelivery(id, at) {
    const sent = submittedAt.get(id);
    if (sent === undefined) return;
    if (measuring) measuredDelivery.push(Math.max(0, at - sent));
    submittedAt.delete(id);
    deliveredAt.delete(id);
  }

  async function customerSlot(http1, apiKey) {
    const form = inPhpForm(apiKey, png);
    while (!stopping) {
      let res;
      try {
        res = await http1.call('POST', '/in.php', FORM, form);
      } catch (err) {
        error(`in.php: ${err.message}`);
        await sleep(100);
        continue;
      }
      count('submits');
      if (!res.text.startsWith('OK|')) {
        error(`in.php: ${res.status} ${res.text.slice(0, 80)}`);
        await sleep(100);
        continue;
      }
      const id = res.text.slice(3);
      submittedAt.set(id, now());
      const delivered = deliveredAt.get(id);
      if (delivered !== undefined) noteDelivery(id, delivered); // the worker was faster than our reply
      const pollPath = `/res.php?key=${apiKey}&action=get&id=${id}`;
      for (;;) {
        await sleep(pollEveryMs);
        if (stopping) return;
        let poll;
        try {
          poll = await http1.call('GET', pollPath);
        } catch (err) {
          error(`res.php: ${err.message}`);
          continue;
        }
        count('polls');
        if (poll.text === 'CAPCHA_NOT_READY') continue;
        if (poll.text === `OK|${ANSWER}`) count('solved');
        else error(`res.php: ${poll.status} ${poll.text.slice(0, 80)}`);
        break;
      }
    }
  }

  async function worker(http1, token) {
    const auth = { authorization: `Bearer ${token}` };
    const answerHeaders = { ...auth, 'content-type': 'application/json' };
    const answerBody = JSON.stringify({ answer: { type: 'text', text: ANSWER } });
    while (!stopping) {
      let res;
      try {
        res = await http1.call('POST', `/api/worker/v1/tasks/next?wait=${workerWaitS}`, auth);
      } catch (err) {
        error(`tasks/next: ${err.message}`);
        await sleep(100);
        continue;
      }
      const at = now();
      count('claims');
      if (res.status !== 200) {
        error(`tasks/next: ${res.status} ${res.text.slice(0, 120)}`);
        await sleep(100);
        continue;
      }
      const task = JSON.parse(res.text).task;
      if (!task) {
        count('emptyClaims');
        continue;
      }
      const id = String(task.id);
      if (submittedAt.has(id)) noteDelivery(id, at);
      else deliveredAt.set(id, at);
      try {
        const a = await http1.call('POST', `/api/worker/v1/tasks/${id}/answer`, answerHeaders, answerBody);
        count('answers');
        if (a.status !== 200) error(`answer: ${a.status} ${a.text.slice(0, 120)}`);
      } catch (err) {
        error(`answer: ${err.message}`);
      }
    }
  }

  const loops = [];
  accounts.workers.forEach((w, i) => {
    loops.push(worker(clients[i % clients.length], w.token));
  });
  accounts.customers.forEach((c, i) => {
    for (let j = 0; j < inflight; j++) loops.push(customerSlot(clients[i % clients.length], c.apiKey));
  });

  await sleep(warmupSeconds * 1000);
  const statsBefore = await readStats(urls);
  measuring = true;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = servers.map((s) => processCpuSeconds(s.pid));
  const started = now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore);
  const serverCpu = servers.map((s, i) =>
    serverCpuBefore[i] === null ? null : processCpuSeconds(s.pid) - serverCpuBefore[i],
  );
  const db = statsDelta(statsBefore, await readStats(urls));
  stopping = true;
  // Workers may sit in a long poll: closing the sockets ends every loop at once.
  for (const c of clients) c.close();
  await Promise.allSettled(loops);

  const sorted = measuredDelivery.sort((a, b) => a - b);
  const solved = counts.solved;
  return {
    seconds: elapsed,
    solved,
    captchasPerSec: solved / elapsed,
    submitPerSec: counts.submits / elapsed,
    pollPerSec: counts.polls / elapsed,
    claimPerSec: counts.claims / elapsed,
    emptyClaims: counts.emptyClaims,
    answerPerSec: counts.answers / elapsed,
    deliveryP50Ms: percentile(sorted, 50),
    deliveryP99Ms: percentile(sorted, 99),
    deliveries: sorted.length,
    errors: counts.errors,
    errorSamples: [...errorSamples],
    statements: db.statements,
    transactions: db.transactions,
    statementsPerCaptcha: solved > 0 ? db.statements / solved : null,
    transactionsPerCaptcha: solved > 0 ? db.transactions / solved : null,
    loadGeneratorCpuPct: (100 * (clientCpu.user + clientCpu.system)) / 1e6 / elapsed,
    serverCpuPct: serverCpu.includes(null) ? null : (100 * serverCpu.reduce((a, b) => a + b, 0)) / elapsed,
  };
}
