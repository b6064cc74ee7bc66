// The first-party demos by hand: a visitor (signed out) types the text of the image demo and clicks
// the points of the click demo on the picture as it is shown, and each reports success; a wrong
// answer reports wrong with the reason; each page shows the in.php and createTask request a program
// sends for the captcha on screen. The server seals challenges with the test's key, so the test
// reads each challenge's answer from the form (DEMO_DOM) the way the server does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPage, screenshot } from '../support/browser.mjs';
import { challengeAnswer, DEMO_CHALLENGE_SECRET } from '../support/demo-answer.mjs';
import { visit } from '../support/first-hour.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales/en/demo.json'), 'utf8'));

/** The demo form of `slug` once its challenge is there, and that challenge. */
async function demoForm(page, slug, previous = null) {
  const form = page.locator(`form[data-cs-demo="${slug}"]`);
  await page.waitForFunction(
    ({ slug, previous }) => {
      const c = document.querySelector(`form[data-cs-demo="${slug}"]`)?.getAttribute('data-cs-challenge');
      return Boolean(c) && c !== previous;
    },
    { slug, previous },
  );
  return { form, challenge: await form.getAttribute('data-cs-challenge') };
}

/** The verdict after Check: its text and reason. */
async function check(page, form) {
  await form.getByRole('button', { name: demo.widget.submit }).click();
  const verdict = page.getByTestId('demo-verdict');
  await verdict.waitFor();
  return { text: (await verdict.locator('p').textContent()).trim(), reason: await verdict.getAttribute('data-reason') };
}

/** The request panel names both APIs for the captcha's kind. */
async function assertRequest(page, method) {
  const panel = page.getByTestId('demo-request');
  await panel.waitFor();
  const text = await panel.textContent();
  assert.match(text, /in\.php/);
  assert.match(text, /createTask/);
  assert.match(text, new RegExp(`"type":\\s*"${method}"`), text);
  assert.match(text, /YOUR_API_KEY/, 'a visitor is told to put in their own key');
}

describe('the first-party demos solved by hand', () => {
  const env = useServerAndBrowser(() => ({ DEMO_CHALLENGE_SECRET, SEED_DEMO: 'false' }));
  const pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('the image demo: the right text is solved, a wrong one is wrong with the reason', async () => {
    const visitor = await openPage(env.browser);
    pages.push(visitor);
    const { page } = visitor;
    page.setDefaultTimeout(20_000);
    try {
      await visit(page, `${env.server.international}/demo/normal`);
      const first = await demoForm(page, 'normal');
      const answer = challengeAnswer(first.challenge);
      assert.match(String(answer), /^\w{4,8}$/);
      await assertRequest(page, 'ImageToTextTask');

      // Typed as a person reads it (case does not matter).
      await first.form.getByLabel(demo.widget.answer).fill(String(answer).toLowerCase());
      assert.deepEqual(await check(page, first.form), { text: demo.result.ok, reason: '' });

      // A fresh captcha, answered wrong: wrong, with the reason, and the challenge is spent.
      await page.getByTestId('demo-verdict').getByRole('button', { name: demo.widget.newCaptcha }).click();
      const second = await demoForm(page, 'normal', first.challenge);
      const wrong = String(challengeAnswer(second.challenge)) === 'ZZZZZ' ? 'QQQQQ' : 'ZZZZZ';
      await second.form.getByLabel(demo.widget.answer).fill(wrong);
      assert.deepEqual(await check(page, second.form), { text: demo.result.wrong, reason: 'wrong' });
      assert.deepEqual(visitor.errors, []);
    } catch (err) {
      await screenshot(page, 'demo-normal-failure');
      throw err;
    }
  });

  it('the click demo: clicking the points on the picture solves it, clicking beside them does not', async () => {
    // A narrow screen shows the picture smaller than it is: the clicks are scaled to the image.
    const visitor = await openPage(env.browser, { viewport: { width: 300, height: 800 } });
    pages.push(visitor);
    const { page } = visitor;
    page.setDefaultTimeout(20_000);
    try {
      await visit(page, `${env.server.international}/demo/clickcaptcha`);
      const first = await demoForm(page, 'clickcaptcha');
      await assertRequest(page, 'CoordinatesTask');
      const targets = challengeAnswer(first.challenge);
      assert.ok(Array.isArray(targets) && targets.length > 0);

      const image = first.form.locator('img[data-cs-image]');
      await image.evaluate((img) => img.decode());
      const natural = await image.evaluate((img) => ({ width: img.naturalWidth, height: img.naturalHeight }));
      const shown = await image.boundingBox();
      const scale = { x: shown.width / natural.width, y: shown.height / natural.height };
      assert.ok(scale.x < 1, `the picture is shown smaller than it is (${shown.width} of ${natural.width} px)`);
      for (const t of targets) await image.click({ position: { x: t.x * scale.x, y: t.y * scale.y } });
      assert.equal(await page.getByTestId('demo-point').count(), targets.length);
      const typed = await first.form.getByLabel(demo.widget.answer).inputValue();
      assert.equal(typed.split(';').length, targets.length);
      for (const [i, point] of typed.split(';').entries()) {
        const [x, y] = point.split(',').map(Number);
        const t = targets[i];
        assert.ok(Math.hypot(x - t.x, y - t.y) <= Math.max(2, 1 / scale.x), `${point} is the point ${t.x},${t.y}`);
      }
      assert.deepEqual(await check(page, first.form), { text: demo.result.ok, reason: '' });

      // A fresh one, clicked away from every target: wrong with the reason.
      await page.getByTestId('demo-verdict').getByRole('button', { name: demo.widget.newCaptcha }).click();
      const second = await demoForm(page, 'clickcaptcha', first.challenge);
      const away = farthestPoint(challengeAnswer(second.challenge), natural);
      await second.form.locator('img[data-cs-image]').click({ position: { x: away.x * scale.x, y: away.y * scale.y } });
      assert.deepEqual(await check(page, second.form), { text: demo.result.wrong, reason: 'wrong' });
      assert.deepEqual(visitor.errors, []);
    } catch (err) {
      await screenshot(page, 'demo-click-failure');
      throw err;
    }
  });
});

/** A point of the picture as far as can be from every target (on a coarse grid). */
function farthestPoint(targets, size) {
  let best = { x: 0, y: 0, d: -1 };
  for (let x = 5; x < size.width; x += 10) {
    for (let y = 5; y < size.height; y += 10) {
      const d = Math.min(...targets.map((t) => Math.hypot(x - t.x, y - t.y) - (t.r ?? 0)));
      if (d > best.d) best = { x, y, d };
    }
  }
  return best;
}
