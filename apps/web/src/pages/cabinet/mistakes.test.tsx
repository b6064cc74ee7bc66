import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, makeUser, renderApp } from '../../features/profile/testing.tsx';
import {
  makeMistake,
  makeQuality,
  type QualityApiOptions,
  qualityApi,
} from '../../features/worker-quality/testing.tsx';
import { CabinetMistakesPage } from './mistakes.tsx';

const MISTAKES = '/api/v2/work/mistakes';

function show(options: QualityApiOptions = {}, userType: 'worker' | 'developer' = 'worker') {
  return renderApp({
    path: '/cabinet/mistakes',
    element: <CabinetMistakesPage />,
    user: makeUser({ profile: { userType, systemMessage: null } }),
    handler: qualityApi(options),
  });
}

afterEach(() => cleanup());

describe('CabinetMistakesPage', () => {
  it('tells a developer this is not their screen', async () => {
    const { calls } = show({}, 'developer');
    const note = await screen.findByTestId('not-worker');
    expect(within(note).getByRole('link', { name: 'Go to your developer cabinet' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows accuracy as a percentage, the level and the counts over the window', async () => {
    show();
    expect((await screen.findByTestId('quality-accuracy')).textContent).toBe('95%');
    expect(screen.getByTestId('quality-level').textContent).toBe('4 of 5');
    expect(screen.getByText('Answers (30 days)')).toBeTruthy();
    expect(screen.getByTestId('quality-answered').textContent).toBe('120');
    expect(screen.getByTestId('quality-mistakes').textContent).toBe('6');
    expect(screen.getByTestId('quality-threshold').textContent).toContain('below 80%');
    expect(screen.queryByTestId('suspended')).toBeNull();
    expect(await screen.findByTestId('mistakes-empty')).toBeTruthy();
  });

  it('shows a suspended worker the threshold and the way back', async () => {
    show({ quality: makeQuality({ accuracy: null, suspended: true, suspendedAt: '2026-03-10T09:00:00.000Z' }) });
    expect((await screen.findByTestId('quality-accuracy')).textContent).toBe('Not enough answers yet');
    const note = screen.getByTestId('suspended');
    expect(note.textContent).toContain('fell below 80%');
    expect(within(note).getByRole('link', { name: 'Go to the training' }).getAttribute('href')).toBe(
      '/cabinet/training',
    );
  });

  it('lists a mistake with its image, both answers, the source, the pay and the date', async () => {
    show({
      mistakes: () => [
        makeMistake({ id: 5 }),
        makeMistake({
          id: 4,
          kind: 'grid',
          source: 'complaint',
          answer: { type: 'cells', cells: [1, 4] },
          correctAnswer: null,
          image: null,
        }),
      ],
    });
    const item = await screen.findByTestId('mistake-5');
    expect(within(item).getByAltText("The task's image").getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(within(item).getByTestId('mistake-answer').textContent).toBe('lead');
    expect(within(item).getByTestId('mistake-correct').textContent).toBe('gold');
    expect(within(item).getByTestId('mistake-source').textContent).toBe("Other workers' answers");
    expect(within(item).getByTestId('mistake-lost').textContent).toBe('$0.0005');
    expect(within(item).getByText('Text on an image')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-12T14:05:00.000Z');

    const complaint = screen.getByTestId('mistake-4');
    expect(within(complaint).getByTestId('mistake-answer').textContent).toBe('Tiles 1, 4');
    expect(within(complaint).getByTestId('mistake-correct').textContent).toBe('not known');
    expect(within(complaint).getByTestId('mistake-source').textContent).toBe("Customer's complaint");
    expect(screen.queryByRole('button', { name: 'Show older mistakes' })).toBeNull();
  });

  it('pages with before = the last id shown', async () => {
    const first = Array.from({ length: 50 }, (_, i) => makeMistake({ id: 200 - i }));
    const { calls } = show({
      mistakes: (before) =>
        before === null ? first : [makeMistake({ id: 42, answer: { type: 'text', text: 'old' } })],
    });
    await screen.findByTestId('mistake-200');
    expect(screen.getAllByTestId(/^mistake-\d+$/)).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show older mistakes' }));
    expect(await screen.findByTestId('mistake-42')).toBeTruthy();
    const pages = callsTo(calls, 'GET', MISTAKES);
    expect(pages.map((c) => c.url)).toEqual([MISTAKES, `${MISTAKES}?before=151`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older mistakes' })).toBeNull());
    expect(screen.getAllByTestId(/^mistake-\d+$/)).toHaveLength(51);
  });
});
