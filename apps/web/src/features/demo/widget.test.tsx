import { DEMO_DOM } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeProfile, makeUser, renderApp } from '../profile/testing.tsx';
import { normalizeDegrees, pointsAnswer, tilesAnswer, toImagePoint } from './answer.ts';
import { DemoRequest } from './request-panel.tsx';
import { makeCaptchaType, makeDemo } from './testing.ts';
import { DemoWidget } from './widget.tsx';

afterEach(() => cleanup());

const form = () => document.querySelector(`form[${DEMO_DOM.form}]`) as HTMLFormElement;
const input = () => document.querySelector(`input[${DEMO_DOM.answer}]`) as HTMLInputElement;

function renderDemo(generator: Parameters<typeof makeDemo>[0], verify: unknown = { ok: true }, signedIn = false) {
  let n = 0;
  return renderApp({
    path: `/demo/${generator}`,
    element: <DemoWidget slug={generator} expected={generator} aside={(demo) => <DemoRequest demo={demo} />} />,
    user: signedIn ? makeUser() : null,
    handler: (c) => {
      if (c.method === 'GET' && c.url.startsWith(`/api/v1/captcha-demo/${generator}?`)) {
        n += 1;
        return json(makeDemo(generator, { challenge: `challenge-${n}` }));
      }
      if (c.method === 'POST' && c.url === `/api/v1/captcha-demo/${generator}/verify`) return json(verify);
      if (c.url.startsWith('/api/v1/captcha-types/')) return json(makeCaptchaType(makeDemo(generator).taskKind));
      if (c.url === '/api/v2/profile') return json(makeProfile({ apiKey: 'a'.repeat(32) }));
      return undefined;
    },
  });
}

describe('the answer formats', () => {
  it('clicks scale from the displayed size to image pixels; tiles and turns are written as documented', () => {
    expect(toImagePoint({ x: 80, y: 50 }, { width: 160, height: 100 }, { width: 320, height: 200 })).toEqual({
      x: 160,
      y: 100,
    });
    expect(
      pointsAnswer([
        { x: 10.4, y: 20.6 },
        { x: 300, y: 5 },
      ]),
    ).toBe('10,21;300,5');
    expect(tilesAnswer(new Set([7, 1, 4]))).toBe('1,4,7');
    expect(normalizeDegrees(195)).toBe(-165);
    expect(normalizeDegrees(-30)).toBe(-30);
  });
});

describe('a first-party demo', () => {
  it('renders exactly the DEMO_DOM markup, sends what the input holds, and shows the verdict', async () => {
    const { calls } = renderDemo('normal');
    await waitFor(() => expect(form()).not.toBeNull());
    expect(form().getAttribute(DEMO_DOM.form)).toBe('normal');
    expect(form().getAttribute(DEMO_DOM.challenge)).toBe('challenge-1');
    expect(form().getAttribute(DEMO_DOM.taskKind)).toBe('image_text');
    expect(form().querySelector(`img[${DEMO_DOM.image}]`)).not.toBeNull();
    expect(form().querySelector(`p[${DEMO_DOM.question}]`)?.textContent).toBe('Do what the picture asks');
    expect(input().name).toBe('answer');
    expect(form().querySelector('button[type="submit"]')).not.toBeNull();
    fireEvent.change(input(), { target: { value: 'HK7MX' } });
    fireEvent.submit(form());
    expect(await screen.findByText('Right! The captcha is solved.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v1/captcha-demo/normal/verify')[0]?.body).toEqual({
      challenge: 'challenge-1',
      answer: 'HK7MX',
    });
    // The request a program sends: this host, YOUR_API_KEY while signed out.
    const request = await screen.findByTestId('demo-request');
    expect(request.textContent).toContain('YOUR_API_KEY');
  });

  it('a wrong answer says why and "New captcha" fetches a fresh challenge', async () => {
    renderDemo('text', { ok: false, reason: 'used' });
    await waitFor(() => expect(form()).not.toBeNull());
    expect(form().querySelector(`p[${DEMO_DOM.question}]`)?.textContent).toBe('What is 2 plus 3?');
    fireEvent.change(input(), { target: { value: '5' } });
    fireEvent.submit(form());
    expect(await screen.findByText('This captcha was already checked: try a new one.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'New captcha' })[1] as HTMLElement);
    await waitFor(() => expect(form()?.getAttribute(DEMO_DOM.challenge)).toBe('challenge-2'));
    expect(input().value).toBe('');
    expect(screen.queryByTestId('demo-verdict')).toBeNull();
    // The question on screen goes into the request example.
    expect((await screen.findByTestId('demo-request')).textContent).toContain('What is 2 plus 3?');
  });

  it('clickcaptcha: clicks mark numbered points, written as x1,y1;x2,y2; undo removes the last', async () => {
    renderDemo('clickcaptcha');
    await waitFor(() => expect(form()).not.toBeNull());
    const img = form().querySelector(`img[${DEMO_DOM.image}]`) as HTMLImageElement;
    fireEvent.click(img, { clientX: 40, clientY: 30 });
    fireEvent.click(img, { clientX: 200, clientY: 150 });
    expect(input().value).toBe('40,30;200,150');
    expect(screen.getAllByTestId('demo-point').map((d) => d.textContent)).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last point' }));
    expect(input().value).toBe('40,30');
  });

  it('grid: tiles are toggle buttons over the picture, written as 1,4,7; rows and columns on the form', async () => {
    renderDemo('grid');
    await waitFor(() => expect(form()).not.toBeNull());
    expect(form().getAttribute(DEMO_DOM.rows)).toBe('3');
    expect(form().getAttribute(DEMO_DOM.cols)).toBe('3');
    for (const n of [7, 1, 4]) fireEvent.click(screen.getByRole('button', { name: `Tile ${n}` }));
    expect(input().value).toBe('1,4,7');
    expect(screen.getByRole('button', { name: 'Tile 4' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Tile 4' }));
    expect(input().value).toBe('1,7');
  });

  it('rotatecaptcha: the slider and buttons turn the picture and write degrees', async () => {
    renderDemo('rotatecaptcha', { ok: true }, true);
    await waitFor(() => expect(form()).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Turn'), { target: { value: '150' } });
    expect(input().value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: 'Turn right 15°' }));
    expect(input().value).toBe('165');
    const img = form().querySelector(`img[${DEMO_DOM.image}]`) as HTMLImageElement;
    expect(img.style.transform).toBe('rotate(165deg)');
    // Signed in: the request carries the visitor's key.
    await waitFor(() => expect(screen.getByTestId('demo-request').textContent).toContain('a'.repeat(32)));
  });
});
