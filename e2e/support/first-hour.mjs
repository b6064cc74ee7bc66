// Steps of the first-hour journeys: sign-up through the form, a JSON call from a signed-in page,
// the staff menu (in the phone menu under 768 px) and a training answered through the worker's views.
import assert from 'node:assert/strict';
import { waitForHydration } from './browser.mjs';
import { en } from './i18n.mjs';
import { PASSWORD } from './journey.mjs';

/** i18next-style interpolation of `{{name}}` for the texts of en.* */
export const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));

/** Loads a page and waits until it is interactive. */
export async function visit(page, url) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Signs up through the form; the page then shows the welcome and what became of the letter. */
export async function register(page, origin, email, userType) {
  await visit(page, `${origin}/auth/register?userType=${userType}`);
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill(PASSWORD);
  await page.locator('input[type="checkbox"][name="acceptTerms"]').check();
  await page.getByRole('button', { name: en.auth.register.submit }).click();
  await page.getByText(en.auth.register.done.title).waitFor();
}

/** A JSON call from the signed-in page (its cookies and the CSRF token the app renders). */
export function pageCall(page, method, url, body) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const html = await (await fetch('/')).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const csrf = JSON.parse(doc.getElementById('cs-state')?.textContent ?? '{}').boot?.csrfToken ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/** Opens the header's staff menu (on a phone, inside the menu) and returns the list of its links. */
export async function openStaffMenu(page, phone) {
  if (phone) {
    const menu = page.getByRole('button', { name: en.common.nav.menu });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  const staff = page.getByRole('button', { name: en.common.nav.staff, exact: true });
  if ((await staff.getAttribute('aria-expanded')) !== 'true') await staff.click();
  const list = page.locator(`#${await staff.getAttribute('aria-controls')}`);
  await list.waitFor();
  return list;
}

/**
 * Answers the training in progress with the known answers (control task id → answer), through the
 * worker's views: typed text, chosen tiles, turned images.
 */
export async function answerTraining(page, answers) {
  for (let n = 0; n < 50; n++) {
    const summary = (await pageCall(page, 'GET', '/api/v2/work/training')).json;
    if (summary.state !== 'in_progress' || !summary.next) return;
    const task = summary.next;
    const answer = answers.get(task.id);
    assert.ok(answer, `the answer of control task ${task.id}`);
    await page.locator(`article.work-task[data-kind="${task.kind}"]`).waitFor();
    const send = page.getByRole('button', { name: new RegExp(`^${en.worker.actions.send}`) });
    if (answer.type === 'text') {
      const field = page.getByRole('textbox', { name: en.worker.task.answer, exact: true });
      await field.fill(answer.text);
      await field.press('Enter');
    } else if (answer.type === 'cells') {
      for (const cell of answer.cells) {
        await page.getByRole('button', { name: fill(en.worker.grid.cell, { n: cell }), exact: true }).click();
      }
      await send.click();
    } else if (answer.type === 'angles') {
      const step = task.rotate?.step ?? 1;
      const turns = Math.round(answer.angles[0] / step);
      const button = page.getByRole('button', {
        name: new RegExp(`^${turns > 0 ? en.worker.rotate.right : en.worker.rotate.left}`),
      });
      for (let i = 0; i < Math.abs(turns); i++) await button.click();
      await send.click();
    } else {
      throw new Error(`no way to answer ${JSON.stringify(answer)}`);
    }
    await page.getByTestId('training-feedback').getByText(en.worker.quality.training.right).waitFor();
    const last = summary.answered + 1 === summary.total;
    const label = last ? en.worker.quality.training.results : en.worker.quality.training.next;
    await page.getByRole('button', { name: label }).click();
    if (last) return;
  }
}
