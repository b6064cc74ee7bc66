import { DEMO_DOM } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThirdPartyDemoView } from '../demo-widgets/demo-view.tsx';
import { captureScripts, makeWidgetDemo } from '../demo-widgets/testing.ts';
import { type ApiCall, callsTo, json, makeProfile, makeUser, renderApp } from '../profile/testing.tsx';
import { firstPartyAnswer, firstPartyTask } from './solve.ts';
import { makeDemo } from './testing.ts';
import { DemoWidget } from './widget.tsx';

// The page's polling, shortened: a first look after 10 ms, then every 10 ms.
vi.mock('@crowdsolve/contract', async (original) => ({
  ...(await original<typeof import('@crowdsolve/contract')>()),
  DEMO_SOLVE_TIMING: {
    firstCheckMs: 10,
    pollMs: 10,
    imageTimeoutMs: 60_000,
    tokenTimeoutMs: 60_000,
    workersPollMs: 60_000,
  },
}));

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  cleanup();
  delete w.hcaptcha;
});

const HCAPTCHA = makeWidgetDemo();
const PAGE = 'http://localhost:3000/demo/hcaptcha';

const KEY = 'a'.repeat(32);
const input = () => document.querySelector(`input[${DEMO_DOM.answer}]`) as HTMLInputElement;
const PIXEL_BASE64 = makeDemo('normal').image?.split(',')[1];

type Reply = (call: ApiCall) => Response | undefined;

/** The image demo with the v2 API answered by `v2` and the account's task view by `task`. */
function renderSolve(options: {
  user?: ReturnType<typeof makeUser> | null;
  v2?: Reply;
  task?: Reply;
  workers?: { softwareOnly: boolean; workersOnline: number };
  generator?: Parameters<typeof makeDemo>[0];
}) {
  const generator = options.generator ?? 'normal';
  return renderApp({
    path: `/demo/${generator}`,
    element: <DemoWidget slug={generator} expected={generator} />,
    user: options.user === undefined ? makeUser() : options.user,
    handler: (c) => {
      if (c.method === 'GET' && c.url.startsWith(`/api/v1/captcha-demo/${generator}/workers`)) {
        return json({
          taskKind: makeDemo(generator).taskKind,
          ...(options.workers ?? { softwareOnly: false, workersOnline: 2 }),
        });
      }
      if (c.method === 'GET' && c.url.startsWith(`/api/v1/captcha-demo/${generator}`)) return json(makeDemo(generator));
      if (c.method === 'POST' && c.url === `/api/v1/captcha-demo/${generator}/verify`) return json({ ok: true });
      if (c.url === '/api/v2/profile') return json(makeProfile({ apiKey: KEY }));
      if (c.url === '/createTask' || c.url === '/getTaskResult') return options.v2?.(c);
      if (c.url.startsWith('/api/v2/customer/tasks/')) return options.task?.(c);
      return undefined;
    },
  });
}

describe('the answer a worker gives, in the demo’s format', () => {
  it('sends each captcha as its v2 task and turns each solution into what the answer input holds', () => {
    const grid = makeDemo('grid', { instructionImage: 'data:image/png;base64,SAMPLE' });
    expect(firstPartyTask(grid)).toMatchObject({
      type: 'GridTask',
      rows: 3,
      columns: 3,
      comment: 'Do what the picture asks',
      imgInstructions: 'SAMPLE',
    });
    expect(firstPartyTask(makeDemo('text'))).toEqual({ type: 'TextCaptchaTask', comment: 'What is 2 plus 3?' });
    expect(firstPartyTask(makeDemo('rotatecaptcha'))).toMatchObject({ type: 'RotateTask', body: PIXEL_BASE64 });
    expect(firstPartyTask(makeDemo('clickcaptcha')).type).toBe('CoordinatesTask');
    // v2 counts grid cells from 0, the demo's tiles from 1.
    expect(firstPartyAnswer(grid, { click: [0, 4, 8] })).toBe('1,5,9');
    expect(
      firstPartyAnswer(makeDemo('clickcaptcha'), {
        coordinates: [
          { x: 10, y: 20.6 },
          { x: '30', y: 40 },
        ],
      }),
    ).toBe('10,21;30,40');
    expect(firstPartyAnswer(makeDemo('rotatecaptcha'), { rotate: 150 })).toBe('150');
    expect(firstPartyAnswer(makeDemo('text'), { text: '5' })).toBe('5');
    expect(firstPartyAnswer(makeDemo('normal'), { token: 'x' })).toBeNull();
  });
});

describe('Solve with Crowdsolve', () => {
  it('a visitor is sent to sign in or register and back to the demo', async () => {
    renderSolve({ user: null });
    const link = await screen.findByTestId('demo-solve-sign-in');
    expect(link.textContent).toBe('Solve with Crowdsolve');
    expect(link.getAttribute('href')).toBe('/auth/login?return_to=%2Fdemo%2Fnormal');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/auth/register?return_to=%2Fdemo%2Fnormal',
    );
    expect((await screen.findByTestId('demo-solve-workers')).textContent).toBe('2 workers online can solve it.');
  });

  it('a worker is told a customer account is needed', async () => {
    renderSolve({ user: makeUser({ profile: { userType: 'worker', systemMessage: null } }) });
    expect(
      await screen.findByText('Sending captchas needs a customer account: a worker account solves them.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('demo-solve-button')).toBeNull();
  });

  it('sends the picture with the key, shows the wait, fills in the answer, verifies it and shows the cost', async () => {
    let polls = 0;
    const { calls } = renderSolve({
      v2: (c) => {
        if (c.url === '/createTask') return json({ errorId: 0, taskId: 41 });
        polls += 1;
        return json(
          polls < 2
            ? { errorId: 0, status: 'processing' }
            : { errorId: 0, status: 'ready', solution: { text: 'W9H5K' }, cost: '0.00100', createTime: 1, endTime: 3 },
        );
      },
      task: () => json({ state: 'assigned' }),
    });
    fireEvent.click(await screen.findByTestId('demo-solve-button'));
    const result = await screen.findByTestId('demo-solve-result');
    expect(result.textContent).toMatch(/^Solved by a worker in 1 second, for \$0\.001\.$/);
    expect(result.getAttribute('data-cost-micros')).toBe('1000');
    expect(input().value).toBe('W9H5K');
    expect(await screen.findByText('Right! The captcha is solved.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/createTask')[0]?.body).toEqual({
      clientKey: KEY,
      task: { type: 'ImageToTextTask', body: PIXEL_BASE64, comment: 'Do what the picture asks' },
    });
    expect(callsTo(calls, 'POST', '/getTaskResult')[0]?.body).toEqual({ clientKey: KEY, taskId: 41 });
    expect(callsTo(calls, 'POST', '/api/v1/captcha-demo/normal/verify')[0]?.body).toEqual({
      challenge: 'challenge-normal-1',
      answer: 'W9H5K',
    });
    // Answered once: the button does not send it again.
    expect((screen.getByTestId('demo-solve-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('while waiting says whether a worker has it; Cancel stops asking', async () => {
    const { calls } = renderSolve({
      v2: (c) => json(c.url === '/createTask' ? { errorId: 0, taskId: 42 } : { errorId: 0, status: 'processing' }),
      task: () => json({ state: 'assigned' }),
    });
    fireEvent.click(await screen.findByTestId('demo-solve-button'));
    await waitFor(() => expect(screen.getByTestId('demo-solve-status').getAttribute('data-state')).toBe('assigned'));
    expect(screen.getByTestId('demo-solve-status').textContent).toMatch(/^A worker is solving it… \d+ s$/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('demo-solve-status').textContent).toContain('Stopped waiting.');
    const asked = callsTo(calls, 'POST', '/getTaskResult').length;
    await new Promise((r) => setTimeout(r, 60));
    expect(callsTo(calls, 'POST', '/getTaskResult').length).toBe(asked);
    expect(input().value).toBe('');
  });

  it('a zero balance says so with a link to top up; an unknown key points to the API settings', async () => {
    renderSolve({ v2: () => json({ errorId: 10, errorCode: 'ERROR_ZERO_BALANCE', errorDescription: 'raw' }) });
    fireEvent.click(await screen.findByTestId('demo-solve-button'));
    const error = await screen.findByTestId('demo-solve-error');
    expect(error.textContent).toContain('Your balance is too low for this task.');
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/pay');
    cleanup();

    renderSolve({ v2: () => json({ errorId: 1, errorCode: 'ERROR_KEY_DOES_NOT_EXIST' }) });
    fireEvent.click(await screen.findByTestId('demo-solve-button'));
    expect((await screen.findByTestId('demo-solve-error')).getAttribute('data-failure')).toBe('key');
    expect(screen.getByRole('link', { name: 'API settings' }).getAttribute('href')).toBe('/setting');
  });

  it('a task no worker solved in time says it was not charged', async () => {
    renderSolve({
      v2: (c) =>
        json(
          c.url === '/createTask' ? { errorId: 0, taskId: 43 } : { errorId: 12, errorCode: 'ERROR_CAPTCHA_UNSOLVABLE' },
        ),
    });
    fireEvent.click(await screen.findByTestId('demo-solve-button'));
    expect((await screen.findByTestId('demo-solve-error')).textContent).toBe(
      'No worker could solve it in time. You were not charged.',
    );
    expect(input().value).toBe('');
  });

  it('says when nobody online can take the task', async () => {
    renderSolve({ workers: { softwareOnly: false, workersOnline: 0 } });
    expect((await screen.findByTestId('demo-solve-workers')).textContent).toMatch(/^No worker is online right now/);
  });

  it('a token demo says only worker software answers it and none is connected; sends the task, fills the token, verifies it', async () => {
    w.hcaptcha = {
      render: (el: HTMLElement) => {
        el.innerHTML = '<textarea name="h-captcha-response"></textarea>';
        return 'w1';
      },
      getResponse: () => '',
    };
    captureScripts(document.head);
    let polls = 0;
    const { calls } = renderApp({
      path: '/demo/hcaptcha',
      element: <ThirdPartyDemoView demo={HCAPTCHA} host="localhost:3000" pageUrl={PAGE} />,
      user: makeUser(),
      handler: (c) => {
        if (c.url === '/api/v1/captcha-demo/hcaptcha/workers') {
          return json({ taskKind: 'hcaptcha', softwareOnly: true, workersOnline: 0 });
        }
        if (c.url === '/api/v1/captcha-demo/hcaptcha/verify') return json({ ok: true, testKeys: true });
        if (c.url === '/api/v2/profile') return json(makeProfile({ apiKey: KEY }));
        if (c.url === '/createTask') return json({ errorId: 0, taskId: 7 });
        if (c.url === '/getTaskResult') {
          polls += 1;
          return json(
            polls < 2
              ? { errorId: 0, status: 'processing' }
              : {
                  errorId: 0,
                  status: 'ready',
                  solution: { gRecaptchaResponse: 'P1_w', token: 'P1_w' },
                  cost: '0.0018',
                },
          );
        }
        if (c.url.startsWith('/api/v2/customer/tasks/')) return json({ state: 'queued' });
        return undefined;
      },
    });
    expect((await screen.findByTestId('demo-solve-workers')).textContent).toMatch(
      /^Tokens are produced only by workers' solving software .* none is connected right now/,
    );
    await waitFor(() => expect(document.querySelector('textarea[name="h-captcha-response"]')).not.toBeNull());
    fireEvent.click(screen.getByTestId('demo-solve-button'));
    const result = await screen.findByTestId('demo-solve-result');
    expect(result.textContent).toContain('for $0.0018');
    expect((document.querySelector('textarea[name="h-captcha-response"]') as HTMLTextAreaElement).value).toBe('P1_w');
    expect((await screen.findByTestId('demo-widget-result')).textContent).toContain('Accepted');
    expect(callsTo(calls, 'POST', '/createTask')[0]?.body).toEqual({
      clientKey: KEY,
      task: { type: 'HCaptchaTaskProxyless', websiteURL: PAGE, websiteKey: HCAPTCHA.siteKey },
    });
    expect(callsTo(calls, 'POST', '/api/v1/captcha-demo/hcaptcha/verify')[0]?.body).toEqual({ token: 'P1_w' });
  });
});
