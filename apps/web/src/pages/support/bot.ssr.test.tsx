// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../type-landings/testing.ts';

const ORIGIN = 'http://crowdsolve.test';

describe('/support/bot, rendered on the server', () => {
  it('shows the chat with its question box in each language, indexable', async () => {
    for (const [query, site, title, label] of [
      ['', 'international', 'Support bot', 'Your question'],
      ['?lang=ru', 'international', 'Бот поддержки', 'Ваш вопрос'],
      ['', 'region', '支持机器人', '你的问题'],
    ] as const) {
      const { result, doc } = await renderPage(`${ORIGIN}/support/bot${query}`, {}, site);
      expect(result.status).toBe(200);
      expect(doc.querySelector('h1')?.textContent).toBe(title);
      expect(doc.querySelector('[data-testid="bot-chat"] textarea')).not.toBeNull();
      expect(doc.querySelector('label')?.textContent).toContain(label);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '').not.toContain('noindex');
    }
  });
});
