// Puppeteer: open a page, send its captcha image to the API (v2 createTask, ImageToTextTask),
// type the answer and submit the form.
// Install: npm install puppeteer-core   (uses the Chrome or Chromium already on the machine)
// Run: API_KEY=your_key TARGET_URL=https://your-site/login node solve-with-puppeteer.mjs
import puppeteer from 'puppeteer-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const API_KEY = process.env.API_KEY;
const TARGET_URL = process.env.TARGET_URL;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const POLL_SECONDS = Number(process.env.POLL_SECONDS ?? 5);
// Selectors of the page being automated.
const IMAGE = process.env.CAPTCHA_IMAGE ?? '#captcha';
const INPUT = process.env.CAPTCHA_INPUT ?? '#answer';
const SUBMIT = process.env.CAPTCHA_SUBMIT ?? 'button[type=submit]';

async function call(method, body) {
  const reply = await fetch(`${BASE_URL}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientKey: API_KEY, ...body }),
  });
  const json = await reply.json();
  if (json.errorId) throw new Error(`${method}: ${json.errorCode}`);
  return json;
}

/** Sends the image, waits for a person's answer. */
async function solveImage(base64) {
  const { taskId } = await call('createTask', { task: { type: 'ImageToTextTask', body: base64 } });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
    const result = await call('getTaskResult', { taskId });
    if (result.status === 'ready') return { taskId, text: result.solution.text };
  }
}

const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.goto(TARGET_URL, { waitUntil: 'networkidle0' });
  const captcha = await page.waitForSelector(IMAGE);
  const base64 = await captcha.screenshot({ encoding: 'base64' });
  const { taskId, text } = await solveImage(base64);
  console.log(`solved ${taskId}: ${text}`);
  await page.type(INPUT, text);
  await Promise.all([page.waitForNavigation(), page.click(SUBMIT)]);
  console.log('page says:', await page.$eval('body', (body) => body.textContent.trim()));
} finally {
  await browser.close();
}
