// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../type-landings/testing.ts';

const example = (slug: string, kind: string, extra: Record<string, unknown> = {}) => ({
  slug,
  kind,
  imageUrl: `/api/v1/captcha-recognition/${slug}/image.png`,
  instructionUrl: null,
  width: 200,
  height: 70,
  question: null,
  answer: 'K7HX',
  solveTime: null,
  example: { v1: 'curl https://crowdsolve.test/in.php -F method=post', v2: '{}', host: 'crowdsolve.test' },
  ...extra,
});
const gallery = (url: URL) => {
  const all = [
    example('distorted-text-1', 'image_text', { solveTime: { averageSeconds: 6.2, tasks: 1 } }),
    example('tile-grid-1', 'grid', {
      answer: 'click:2/5/9',
      instructionUrl: '/api/v1/captcha-recognition/tile-grid-1/instruction.png',
    }),
    example('text-question-1', 'text', {
      imageUrl: null,
      width: null,
      height: null,
      question: url.searchParams.get('language') === 'ru' ? 'Сколько будет 14 плюс 7?' : 'What is 14 plus 7?',
      answer: '21',
    }),
  ];
  const ids = url.searchParams.get('ids');
  return { examples: ids ? all.filter((e) => ids.split(',').includes(e.slug)) : all };
};
const routes = { '/api/v1/captcha-recognition': gallery };

describe('captcha recognition examples', () => {
  it('renders the gallery on the server with images, answers and solving times', async () => {
    const { result, doc, calls } = await renderPage('http://crowdsolve.test/captcha-recognition', routes);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/captcha-recognition?language=en&hostname=crowdsolve.test');
    const cards = [...doc.querySelectorAll('[data-testid="gallery"] > li')];
    expect(cards.map((c) => c.getAttribute('data-slug'))).toEqual([
      'distorted-text-1',
      'tile-grid-1',
      'text-question-1',
    ]);
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/captcha-recognition/distorted-text-1/image.png',
    );
    expect(cards[0]?.querySelector('[data-testid="solve-time"]')?.textContent).toBe(
      '6.2 s on average (1 task solved in the last 30 days)',
    );
    expect(cards[1]?.querySelector('[data-testid="solve-time"]')?.textContent).toBe('not measured yet');
    expect(cards[2]?.querySelector('[data-testid="example-question"]')?.textContent).toBe('What is 14 plus 7?');
    expect(cards[1]?.querySelector('a')?.getAttribute('href')).toBe('/captcha-recognition/tile-grid-1');
  });

  it('renders one example with its answer, type and the request to send it', async () => {
    const { result, doc, calls } = await renderPage(
      'http://crowdsolve.test/captcha-recognition/tile-grid-1?lang=ru',
      routes,
    );
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/captcha-recognition?language=ru&hostname=crowdsolve.test&ids=tile-grid-1');
    expect(doc.querySelector('[data-testid="answer"]')?.textContent).toBe('click:2/5/9');
    expect(doc.querySelector('a[href="/p/grid"]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="request-example"]')?.textContent).toContain('in.php');
    expect(doc.querySelector('h1')?.textContent).toContain('Пример распознавания');
  });

  it('answers 404 for an example that does not exist', async () => {
    const { result } = await renderPage('http://crowdsolve.test/captcha-recognition/nope', routes);
    expect(result.status).toBe(404);
  });
});
