// Solve an image captcha through the 2captcha-compatible API (Node 18+, no packages).
// Run: API_KEY=your_key node solve.mjs captcha.png
import { readFile } from 'node:fs/promises';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const API_KEY = process.env.API_KEY;
const POLL_SECONDS = Number(process.env.POLL_SECONDS ?? 5);
const PINGBACK_URL = process.env.PINGBACK_URL; // optional: where the answer is POSTed as well

const sleep = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/** GET res.php with the key; returns the JSON reply ({status, request}). */
async function res(params) {
  const query = new URLSearchParams({ key: API_KEY, json: '1', ...params });
  const reply = await fetch(`${BASE_URL}/res.php?${query}`);
  return reply.json();
}

async function balance() {
  return (await res({ action: 'getbalance' })).request;
}

/** Sends the image (in.php, base64) and returns the task id. */
async function submit(image) {
  const form = new URLSearchParams({ key: API_KEY, method: 'base64', body: image.toString('base64'), json: '1' });
  if (PINGBACK_URL) form.set('pingback', PINGBACK_URL);
  const reply = await (await fetch(`${BASE_URL}/in.php`, { method: 'POST', body: form })).json();
  if (reply.status !== 1) throw new Error(`in.php: ${reply.request}`);
  return reply.request;
}

/** Polls res.php until the answer is ready. */
async function poll(id) {
  for (let i = 0; i < 60; i++) {
    await sleep(POLL_SECONDS);
    const reply = await res({ action: 'get', id });
    if (reply.status === 1) return reply.request;
    if (reply.request !== 'CAPCHA_NOT_READY') throw new Error(`res.php: ${reply.request}`);
  }
  throw new Error('timed out');
}

/** Tells the service whether the answer was right (refunds a wrong one, rewards a right one). */
async function report(id, correct) {
  return (await res({ action: correct ? 'reportgood' : 'reportbad', id })).request;
}

if (!API_KEY) throw new Error('set API_KEY');
console.log('balance:', await balance());
if (PINGBACK_URL) console.log('pingback:', (await res({ action: 'add_pingback', addr: PINGBACK_URL })).request);
const id = await submit(await readFile(process.argv[2] ?? 'captcha.png'));
console.log('task id:', id);
const answer = await poll(id);
console.log(`solved ${id}: ${answer}`);
console.log('report:', await report(id, true));
console.log('balance:', await balance());
