import type { CaptchaTypeReply, FirstPartyDemoSlug, Language } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeProfile, makeUser, renderApp } from '../profile/testing.tsx';
import { DemoRequest, dataUrlBase64, shortenBase64, withBase64 } from './request-panel.tsx';
import { makeCaptchaType, makeDemo } from './testing.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A picture long enough to be shortened on screen. */
const LONG = `iVBORw0KGgo${'A'.repeat(300)}Z9+/end=`;
const KEY = 'k'.repeat(32);

/** The image example as the server writes it (recognition/request-example.ts). */
function imageType(slug: FirstPartyDemoSlug): CaptchaTypeReply {
  const demo = makeDemo(slug);
  const method = {
    normal: '-F method=post',
    rotatecaptcha: '-F method=rotatecaptcha',
    clickcaptcha: '-F method=post -F coordinatescaptcha=1',
    grid: '-F method=post -F recaptcha=1',
    text: '',
  }[slug];
  const base = makeCaptchaType(demo.taskKind);
  return {
    ...base,
    example: {
      host: 'localhost',
      v1: [
        '# 1. Send the task',
        `curl http://localhost/in.php -F key=YOUR_API_KEY -F json=1 ${method} -F file=@captcha.png`,
        '# 2. Ask for the answer',
        'curl "http://localhost/res.php?key=YOUR_API_KEY&action=get&id=TASK_ID&json=1"',
      ].join('\n'),
      v2: JSON.stringify(
        { clientKey: 'YOUR_API_KEY', task: { type: 'ImageToTextTask', body: 'BASE64_IMAGE' } },
        null,
        2,
      ),
    },
  };
}

function show(slug: FirstPartyDemoSlug, options: { image?: string; signedIn?: boolean; language?: Language } = {}) {
  const demo = makeDemo(slug, options.image ? { image: options.image } : {});
  return renderApp({
    path: `/demo/${slug}`,
    element: <DemoRequest demo={demo} />,
    user: options.signedIn ? makeUser() : null,
    language: options.language,
    handler: (c) => {
      if (c.url.startsWith('/api/v1/captcha-types/')) {
        return json(slug === 'text' ? makeCaptchaType('text') : imageType(slug));
      }
      if (c.url === '/api/v2/profile') return json(makeProfile({ apiKey: KEY }));
      return undefined;
    },
  });
}

const blocks = () => [...screen.getByTestId('demo-request').querySelectorAll('pre')].map((p) => p.textContent ?? '');

describe('the base64 request', () => {
  it('reads the base64 of a data URL and nothing else', () => {
    expect(dataUrlBase64('data:image/png;base64,iVBO+/w==')).toBe('iVBO+/w==');
    expect(dataUrlBase64('https://example.com/a.png')).toBeNull();
    expect(dataUrlBase64(undefined)).toBeNull();
  });

  it('sends the picture as body: method=base64, and rotate keeps its own method', () => {
    const normal = withBase64(imageType('normal').example, 'QUJD');
    expect(normal.v1).toContain('-F method=base64 -F body=QUJD');
    expect(normal.v1).not.toContain('captcha.png');
    expect(JSON.parse(normal.v2).task.body).toBe('QUJD');
    const rotate = withBase64(imageType('rotatecaptcha').example, 'QUJD');
    expect(rotate.v1).toContain('-F method=rotatecaptcha -F body=QUJD');
    const grid = withBase64(imageType('grid').example, 'QUJD');
    expect(grid.v1).toContain('-F method=base64 -F recaptcha=1 -F body=QUJD');
  });

  it('shortens only a long picture', () => {
    const short = withBase64(imageType('normal').example, 'QUJD');
    expect(shortenBase64(short, 'QUJD')).toBe(short);
    const long = withBase64(imageType('normal').example, LONG);
    const shown = shortenBase64(long, LONG);
    expect(shown.v1).not.toContain(LONG);
    expect(shown.v1).toContain('iVBORw0KGgo');
    expect(shown.v1).toContain('…Z9+/end=');
    expect(shown.v2).toContain('…Z9+/end=');
  });
});

describe('DemoRequest', () => {
  it('an image demo: file upload first, then the base64 of the picture on screen with the visitor key', async () => {
    show('normal', { image: `data:image/png;base64,${LONG}`, signedIn: true });
    const file = await screen.findByRole('tab', { name: 'File upload' });
    expect(file.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(blocks()[0]).toContain(KEY));
    expect(blocks()[0]).toContain('-F file=@captcha.png');
    fireEvent.click(screen.getByRole('tab', { name: 'Base64' }));
    expect(screen.getByRole('tab', { name: 'Base64' }).getAttribute('aria-selected')).toBe('true');
    const [v1, v2] = blocks();
    expect(v1).toContain('-F method=base64 -F body=iVBORw0KGgo');
    expect(v1).toContain('…Z9+/end=');
    expect(v1).toContain(KEY);
    expect(v1).not.toContain(LONG);
    expect(v2).toContain('"body": "iVBORw0KGgo');
    expect(screen.getByText(/shortened here/)).toBeTruthy();
  });

  it('Copy copies the whole request, picture and all', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show('clickcaptcha', { image: `data:image/png;base64,${LONG}` });
    fireEvent.click(await screen.findByRole('tab', { name: 'Base64' }));
    const copies = screen.getAllByRole('button', { name: 'Copy' });
    fireEvent.click(copies[0] as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]?.[0]).toContain(`-F method=base64 -F coordinatescaptcha=1 -F body=${LONG}`);
    fireEvent.click(copies[1] as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(JSON.parse(writeText.mock.calls[1]?.[0] ?? '').task.body).toBe(LONG);
  });

  it('where the clipboard refuses, the whole request is shown and selected', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    show('grid', { image: `data:image/png;base64,${LONG}` });
    fireEvent.click(await screen.findByRole('tab', { name: 'Base64' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement);
    await screen.findByText('Selected: press Ctrl+C to copy');
    expect(blocks()[0]).toContain(LONG);
    expect(window.getSelection()?.toString()).toContain(LONG);
  });

  it('arrow keys move between the two tabs; the switch speaks the page language', async () => {
    show('rotatecaptcha', { language: 'ru' });
    const file = await screen.findByRole('tab', { name: 'Загрузка файла' });
    fireEvent.keyDown(file, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Base64' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Как отправляется картинка');
  });

  it('a demo without a picture shows the one request, no switch', async () => {
    show('text');
    await waitFor(() => expect(blocks()[0]).toContain('What is 2 plus 3?'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
