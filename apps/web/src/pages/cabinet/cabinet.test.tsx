import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { makeMe, makeTask, type WorkerApiOptions, workerApi } from '../../features/worker/testing.tsx';
import { WorkerCabinetPage } from './cabinet.tsx';

const NEXT = '/api/worker/v1/tasks/next';
const ME = '/api/worker/v1/me';

function show(options: WorkerApiOptions = {}, userType: 'worker' | 'customer' | 'developer' = 'worker') {
  return renderApp({
    path: '/cabinet',
    element: <WorkerCabinetPage />,
    user: makeUser({ profile: { userType, systemMessage: null } }),
    handler: workerApi(options),
  });
}

async function start() {
  fireEvent.click(await screen.findByRole('button', { name: /Start work/ }));
}

const answerInput = () => screen.findByLabelText('Answer');

afterEach(() => cleanup());

describe('WorkerCabinetPage', () => {
  it('tells a customer this is not their screen and links to their cabinet', async () => {
    const { calls } = show({}, 'customer');
    expect(await screen.findByTestId('not-worker')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to your customer cabinet' });
    expect(link.getAttribute('href')).toBe('/enterpage');
    expect(callsTo(calls, 'GET', ME)).toHaveLength(0);
  });

  it('shows a worker not admitted yet the way in: the training, which admits them when passed', async () => {
    const { calls } = show({ me: makeMe({ admitted: false, admittedAt: null }) });
    const note = await screen.findByTestId('not-admitted');
    expect(note.textContent).toContain('You are not admitted to paid tasks yet.');
    expect(note.textContent).toContain('10 tasks with known answers');
    expect(note.textContent).toContain('at least 90%');
    expect(note.textContent).not.toMatch(/soon|administrator/i);
    const link = screen.getByRole('link', { name: 'Start the training' });
    expect(link.getAttribute('href')).toBe('/cabinet/training');
    expect(screen.queryByRole('button', { name: /Start work/ })).toBeNull();
    expect(callsTo(calls, 'POST', NEXT)).toHaveLength(0);
  });

  it("shows today's earnings, count and standing, with what each figure counts", async () => {
    show();
    expect((await screen.findByTestId('stat-solvedToday')).textContent).toBe('12');
    expect(screen.getByTestId('stat-earnedToday').textContent).toBe('$0.042');
    expect(screen.getByTestId('stat-confirmations').textContent).toBe('30');
    expect(screen.getByTestId('stat-mistakes').textContent).toBe('2');
    expect(screen.getByTestId('stat-accuracy').textContent).toBe('96.0 %');
    expect(screen.getByTestId('stat-level').textContent).toBe('4');
    const help = screen.getByTestId('stats-help');
    expect(help.querySelector('summary')?.textContent).toBe('What these figures mean');
    expect(help.querySelectorAll('dd')).toHaveLength(7);
    expect(help.textContent).toContain('Shown once you have given 20 answers');
    expect(help.textContent).toContain('Training tasks are not counted');
    expect(help.textContent).toContain('reported as correct');
  });

  it('long-polls for browser tasks once started', async () => {
    const { calls } = show({ tasks: [makeTask()] });
    await start();
    await answerInput();
    const poll = callsTo(calls, 'POST', NEXT)[0];
    expect(poll?.url).toContain('wait=30');
    expect(poll?.url).toContain('browser=true');
    expect(screen.getByRole('timer').textContent).toMatch(/^[01]:\d\d$/);
  });

  it('refuses a too-short or non-numeric answer without calling the API', async () => {
    const task = makeTask({ hints: { numeric: 'digits', minLength: 4 } });
    const { calls } = show({ tasks: [task] });
    await start();
    const input = await answerInput();
    expect(screen.getByText('Digits only')).toBeTruthy();
    expect(screen.getByText('At least 4 characters')).toBeTruthy();
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('local-error').textContent).toBe('Too short: the answer has at least 4 characters.');
    fireEvent.change(input, { target: { value: '12a4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('local-error').textContent).toBe('Only digits are allowed.');
    expect(calls.filter((c) => c.method === 'POST' && !c.url.startsWith(NEXT))).toHaveLength(0);
  });

  it('shows the instruction text and image, the language and the case hint of an image-text task', async () => {
    const instructionImage = { url: 'data:image/png;base64,AAAA', mime: 'image/png' as const, width: 100, height: 40 };
    show({
      tasks: [
        makeTask({
          instructions: { text: 'Type the red letters', image: instructionImage, lang: 'ru' },
          hints: { caseSensitive: true, alphabet: 'latin' },
        }),
      ],
    });
    await start();
    expect((await screen.findByTestId('instruction-text')).textContent).toBe('Type the red letters');
    expect(screen.getByAltText('Instruction image')).toBeTruthy();
    expect(screen.getByTestId('task-language').textContent).toBe('Task language: Russian');
    expect(screen.getByText('Case matters')).toBeTruthy();
    expect(screen.getByText('Latin letters')).toBeTruthy();
  });

  it('sends an image-text answer on Enter, then requests the next task and refreshes the stats', async () => {
    let solved = 12;
    const { calls } = show({
      me: () => makeMe({ solvedToday: solved }),
      tasks: [makeTask({ id: 101 }), makeTask({ id: 102, kind: 'text', question: 'Two plus two?', image: undefined })],
      answer: () => {
        solved += 1;
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      },
    });
    await start();
    const input = await answerInput();
    fireEvent.change(input, { target: { value: ' W7kq ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('question')).textContent).toBe('Two plus two?');
    expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/101/answer')[0]?.body).toEqual({
      answer: { type: 'text', text: 'W7kq' },
    });
    expect(callsTo(calls, 'POST', NEXT)).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('stat-solvedToday').textContent).toBe('13'));
    expect(callsTo(calls, 'GET', ME).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's reason when it refuses the answer, and keeps the task", async () => {
    const { calls } = show({
      tasks: [makeTask()],
      answer: () =>
        apiError('WORK_INVALID_ANSWER', 400, [{ field: 'body.answer', message: 'needs two or more words' }]),
    });
    await start();
    const input = await answerInput();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const error = await screen.findByTestId('work-error');
    expect(error.textContent).toContain('The answer does not fit the task.');
    expect(error.textContent).toContain('needs two or more words');
    expect(screen.getByLabelText('Answer')).toBeTruthy();
    expect(callsTo(calls, 'POST', NEXT)).toHaveLength(1);
  });

  it('skips with the button and with Escape, calling the skip endpoint', async () => {
    const { calls } = show({ tasks: [makeTask({ id: 201 }), makeTask({ id: 202 })] });
    await start();
    await answerInput();
    fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/201/skip')).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, 'POST', NEXT)).toHaveLength(2));
    await answerInput();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/202/skip')).toHaveLength(1));
  });

  it('hands a task back as "cannot solve" and "not a captcha"', async () => {
    const { calls } = show({ tasks: [makeTask({ id: 301 }), makeTask({ id: 302 })] });
    await start();
    await answerInput();
    fireEvent.click(screen.getByRole('button', { name: /Cannot solve/ }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/301/cannot-solve')).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, 'POST', NEXT)).toHaveLength(2));
    await answerInput();
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true });
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/302/not-a-captcha')).toHaveLength(1));
  });

  it('offers only Skip for a token kind', async () => {
    const token = makeTask({ id: 401, kind: 'recaptcha_v2', category: 'token', answerType: 'token', image: undefined });
    const { calls } = show({ tasks: [token] });
    await start();
    expect((await screen.findByTestId('unsupported')).textContent).toContain("provider's widget");
    fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/401/skip')).toHaveLength(1));
  });

  it('says why no task comes while the worker holds too many elsewhere, and keeps working', async () => {
    const { calls } = show({ next: () => apiError('WORK_TOO_MANY_TASKS', 409) });
    await start();
    expect((await screen.findByTestId('work-error')).textContent).toBe(
      'You already hold as many tasks as one worker may at a time. Answer one or hand it back first.',
    );
    expect(callsTo(calls, 'POST', NEXT)).toHaveLength(1);
    // Not a reason to stop (unlike a suspension): the loop asks again after a pause.
    expect(screen.getByRole('button', { name: /Stop/ })).toBeTruthy();
  });

  it('stops polling when stopped', async () => {
    const { calls } = show({ tasks: [] });
    await start();
    await waitFor(() => expect(callsTo(calls, 'POST', NEXT)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Stop/ }));
    expect(await screen.findByRole('button', { name: /Start work/ })).toBeTruthy();
    expect(callsTo(calls, 'POST', NEXT)).toHaveLength(1);
  });
});
