import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { makeTask } from '../../features/worker/testing.tsx';
import {
  type ControlTask,
  makeQuality,
  makeSummary,
  type QualityApiOptions,
  qualityApi,
} from '../../features/worker-quality/testing.tsx';
import { CabinetTrainingPage } from './training.tsx';

const ANSWER = '/api/v2/work/training/answer';

function show(options: QualityApiOptions = {}, userType: 'worker' | 'customer' = 'worker') {
  return renderApp({
    path: '/cabinet/training',
    element: <CabinetTrainingPage />,
    user: makeUser({ profile: { userType, systemMessage: null } }),
    handler: qualityApi(options),
  });
}

const imageTask: ControlTask = {
  task: makeTask({ id: 11, payMicros: 0, pay: 0 }),
  expected: { type: 'text', text: 'W7kq' },
};
const textTask: ControlTask = {
  task: makeTask({ id: 12, kind: 'text', question: 'Two plus two?', image: undefined }),
  expected: { type: 'text', text: '4' },
};

async function type(text: string) {
  const input = await screen.findByLabelText('Answer');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

afterEach(() => cleanup());

describe('CabinetTrainingPage', () => {
  it('tells a customer this is not their screen, without calling the worker API', async () => {
    const { calls } = show({}, 'customer');
    expect((await screen.findByTestId('not-worker')).textContent).toContain('not a worker account');
    expect(calls).toHaveLength(0);
  });

  it('shows the guide per kind, with the hint meanings, and the nav', async () => {
    show();
    const guide = await screen.findByTestId('training-guide');
    for (const kind of ['Text on an image', 'Text question', 'Audio', 'Choose tiles', 'Rotate']) {
      expect(guide.textContent).toContain(kind);
    }
    expect(guide.textContent).toContain('Capital and small letters are different');
    const nav = screen.getByRole('navigation', { name: 'Worker cabinet' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/cabinet',
      '/cabinet/training',
      '/cabinet/mistakes',
      '/cabinet/editlang',
    ]);
    expect(screen.getByText(/at least 90%/)).toBeTruthy();
  });

  it('answers through the kind views, shows right/wrong and the expected answer, then the summary', async () => {
    const { calls } = show({ control: [imageTask, textTask] });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the training' }));
    expect((await screen.findByTestId('training-progress')).textContent).toBe('Answered 0 of 2');

    await type(' W7kq ');
    const right = await screen.findByTestId('training-feedback');
    expect(right.textContent).toContain('Right!');
    expect(screen.getByTestId('training-expected').textContent).toBe('W7kq');
    expect(callsTo(calls, 'POST', ANSWER)[0]?.body).toEqual({
      controlTaskId: 11,
      answer: { type: 'text', text: 'W7kq' },
    });
    expect(screen.getByTestId('training-progress').textContent).toBe('Answered 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next task' }));

    expect((await screen.findByTestId('question')).textContent).toBe('Two plus two?');
    await type('5');
    await screen.findByText('Wrong.');
    expect(screen.getByTestId('training-yours').textContent).toBe('5');
    expect(screen.getByTestId('training-expected').textContent).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'See the results' }));

    const results = await screen.findByTestId('training-results');
    expect(results.textContent).toContain('You did not pass the training.');
    expect(screen.getByTestId('training-score').textContent).toBe('Right answers: 1 of 2. Needed to pass: 90%.');
    expect(screen.getByTestId('training-kind-image_text').textContent).toBe('Text on an image1 of 1');
    expect(screen.getByTestId('training-kind-text').textContent).toBe('Text question0 of 1');

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Answer')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/work/training/start')).toHaveLength(2);
  });

  it('links to the working screen after a pass', async () => {
    show({ control: [imageTask] });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the training' }));
    await type('W7kq');
    fireEvent.click(await screen.findByRole('button', { name: 'See the results' }));
    expect((await screen.findByTestId('training-results')).textContent).toContain('You passed the training.');
    expect(screen.getByText(/You are admitted to paid tasks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to work' }).getAttribute('href')).toBe('/cabinet');
  });

  it('shows a refused answer with its reason and keeps the task', async () => {
    show({
      control: [imageTask],
      answer: () => apiError('WORK_INVALID_ANSWER', 400, [{ field: 'body.answer', message: 'too_long' }]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the training' }));
    await type('W7kq');
    expect((await screen.findByTestId('training-error')).textContent).toBe(
      'The answer does not fit the task. Check it and send it again. Reason: too_long',
    );
    expect(screen.getByLabelText('Answer')).toBeTruthy();
  });

  it('says when the training is not available', async () => {
    show({ start: () => apiError('TRAINING_NOT_AVAILABLE', 409) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the training' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Training is not available yet: there are not enough control tasks. Please try again later.',
    );
  });

  it('tells a suspended worker why, and that passing the training lifts it', async () => {
    show({
      quality: makeQuality({ suspended: true, suspendedAt: '2026-03-10T09:00:00.000Z', accuracy: 0.7 }),
      summary: makeSummary({ state: 'passed', total: 3, answered: 3, correct: 3 }),
    });
    const note = await screen.findByTestId('suspended');
    expect(note.textContent).toContain('Paid work is suspended.');
    expect(note.textContent).toContain('fell below 80%');
    expect(note.textContent).toContain('Passing the training again lifts the suspension.');
  });
});
