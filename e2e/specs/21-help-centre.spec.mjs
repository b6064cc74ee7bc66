// The help centre's journey: the FAQ shipped with the product is there from the first start; a
// visitor searches it (two letters are no search), opens an answer and its related ones, reads a
// topic in Russian, and an unknown answer is a 404; an admin finds the FAQ editor in the staff
// menu, rewrites a question, and the visitor's page shows it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { fill, openStaffMenu, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const faq = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales/en/faq.json'), 'utf8'));
const ADMIN = 'admin-help-centre@example.com';
const REWRITTEN = `Where do I find my API key, step by step? ${Date.now()}`;

describe('the help centre from the search to the FAQ editor', () => {
  const env = useServerAndBrowser(() => ({ REGION_HOSTS: '' }), { prepare: (dir) => createAdmin(dir, ADMIN) });
  let pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a visitor finds answers; an admin edits one and the page shows it', async (t) => {
    const origin = env.server.international;
    const visitor = await openPage(env.browser);
    const admin = await openPage(env.browser);
    pages = [visitor, admin];
    for (const p of pages) p.page.setDefaultTimeout(30_000);
    const v = visitor.page;
    let step = 'start';
    const mark = (name) => {
      step = name;
      t.diagnostic(name);
    };
    try {
      // ── The search: two letters are no search; a word finds the FAQ, tutorials and docs.
      mark('visitor searches');
      await visit(v, `${origin}/support`);
      const search = v.getByRole('searchbox', { name: faq.home.searchLabel });
      await search.fill('re');
      await v.getByText(fill(faq.home.searchShort_other, { count: 3 })).waitFor();
      await search.fill('refund');
      await v.waitForURL(`${origin}/support?text=refund`);
      const results = v.getByTestId('support-results');
      await results.locator('[data-source="faq"]').first().waitFor();
      assert.ok((await results.locator('[data-source="tutorial"]').count()) > 0, 'tutorials are searched');
      assert.ok((await results.locator('[data-source="api-docs"]').count()) > 0, 'the API docs are searched');
      await screenshot(v, 'help-centre-search');

      // ── An answer's page: its question, its topic, related questions.
      mark('visitor reads an answer');
      await results.getByRole('link', { name: /An answer was wrong/ }).click();
      await v.waitForURL(/\/support\/faq\/\d+$/);
      await v.getByRole('heading', { level: 1, name: 'An answer was wrong. Do I get my money back?' }).waitFor();
      assert.ok((await v.locator('.faq-related a').count()) > 0, 'related questions are listed');
      await v
        .getByRole('link', { name: fill(faq.item.back, { audience: en.routes.supportFaqCustomer.title }) })
        .waitFor();

      // ── A topic in Russian, an answer opening in place; an unknown answer is a 404.
      mark('topic in Russian, 404');
      await visit(v, `${origin}/support/faq/worker?lang=ru`);
      const first = v.locator('details.faq-entry').first();
      await first.locator('summary', { hasText: 'Как начать работать?' }).click();
      await first.getByRole('link', { name: 'Ссылка на этот ответ' }).waitFor();
      const missing = await v.goto(`${origin}/support/faq/987654`);
      assert.equal(missing?.status(), 404);

      // ── The admin finds the FAQ editor in the staff menu and rewrites a question.
      mark('admin edits a question');
      const a = admin.page;
      await signIn(a, origin, ADMIN);
      await a.waitForURL(`${origin}/p/admin`);
      await waitForHydration(a);
      const menu = await openStaffMenu(a, false);
      await menu.getByRole('link', { name: en.routes.editorFaq.title }).click();
      await a.waitForURL(`${origin}/editor/faq`);
      await waitForHydration(a);
      await a.getByRole('link', { name: en.routes.supportFaqCustomer.title }).click();
      const list = a.getByTestId('faq-editor-list');
      const entry = list.locator('li.faq-editor-entry').first();
      await entry.getByText('1. Where is my API key?').waitFor();
      await entry.getByRole('button', { name: faq.editor.edit }).click();
      await entry.getByLabel(faq.editor.question).fill(REWRITTEN);
      await entry.getByRole('button', { name: faq.editor.save }).click();
      await entry.getByText(`1. ${REWRITTEN}`).waitFor();
      await entry.getByText(faq.editor.history).click();
      await entry.getByText(/en question/).waitFor();
      await screenshot(a, 'help-centre-editor');

      // ── The visitor's topic page shows the new question.
      mark('visitor sees the edit');
      await visit(v, `${origin}/support/faq/customer`);
      await v.locator('summary', { hasText: REWRITTEN }).waitFor();
    } catch (err) {
      await screenshot(v, `help-centre-failed-${step}`).catch(() => {});
      throw err;
    }
  });
});
