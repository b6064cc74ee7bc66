import type { WorkerTaskView } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, callsTo, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { makeTask, workerApi } from '../../features/worker/testing.tsx';
import { WorkerCabinetPage } from './cabinet.tsx';

/** Starts work with one task of the given shape; resolves once it is shown. */
async function solve(task: Partial<WorkerTaskView>) {
  const view = renderApp({
    path: '/cabinet',
    element: <WorkerCabinetPage />,
    user: makeUser({ profile: { userType: 'worker', systemMessage: null } }),
    handler: workerApi({ tasks: [makeTask({ id: 500, ...task })] }),
  });
  fireEvent.click(await screen.findByRole('button', { name: /Start work/ }));
  await waitFor(() => expect(document.querySelector(`[data-kind="${task.kind}"]`)).toBeTruthy());
  return view;
}

/** The stage shown 200×100 at (10, 20): half the natural 400×200. */
function placeStage(): HTMLElement {
  const stage = screen.getByTestId('stage');
  stage.getBoundingClientRect = () =>
    ({ left: 10, top: 20, width: 200, height: 100, right: 210, bottom: 120, x: 10, y: 20 }) as DOMRect;
  return stage;
}

async function sent(calls: ApiCall[]) {
  await waitFor(() => expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/500/answer')).toHaveLength(1));
  const body = callsTo(calls, 'POST', '/api/worker/v1/tasks/500/answer')[0]?.body as { answer: unknown } | undefined;
  return body?.answer;
}

afterEach(() => cleanup());

describe('solving views', () => {
  it('coordinates: clicks become natural-pixel points, undo removes the last', async () => {
    const { calls } = await solve({ kind: 'coordinates', answerType: 'points', clicks: { min: 2, max: 3 } });
    const stage = placeStage();
    fireEvent.click(stage, { clientX: 60, clientY: 70 });
    fireEvent.click(stage, { clientX: 110, clientY: 30 });
    fireEvent.click(stage, { clientX: 200, clientY: 110 });
    expect(screen.getByTestId('points-count').textContent).toContain('Points: 3');
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(screen.getByTestId('points-count').textContent).toContain('Points: 2');
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await sent(calls)).toEqual({
      type: 'points',
      points: [
        { x: 100, y: 100 },
        { x: 200, y: 20 },
      ],
    });
  });

  it('coordinates: refuses fewer clicks than asked', async () => {
    const { calls } = await solve({ kind: 'coordinates', answerType: 'points', clicks: { min: 2 } });
    fireEvent.click(placeStage(), { clientX: 60, clientY: 70 });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByTestId('local-error').textContent).toBe('Mark at least 2 points.');
    expect(callsTo(calls, 'POST', '/api/worker/v1/tasks/500/answer')).toHaveLength(0);
  });

  it('grid: toggled tiles are sent in order', async () => {
    const { calls } = await solve({ kind: 'grid', answerType: 'cells', grid: { rows: 3, columns: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Tile 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tile 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tile 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tile 5' }));
    fireEvent.keyDown(window, { key: '9' });
    expect(screen.getByRole('button', { name: 'Tile 9' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tile 5' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await sent(calls)).toEqual({ type: 'cells', cells: [2, 7, 9] });
  });

  it('grid: "no matching images" when the task allows it', async () => {
    const { calls } = await solve({
      kind: 'grid',
      answerType: 'cells',
      grid: { rows: 4, columns: 4 },
      canNoAnswer: true,
    });
    fireEvent.click(screen.getByRole('button', { name: /No matching images/ }));
    expect(await sent(calls)).toEqual({ type: 'no_match' });
  });

  it('grid: no "no matching images" button when the task does not allow it', async () => {
    await solve({ kind: 'grid', answerType: 'cells', grid: { rows: 3, columns: 3 } });
    expect(screen.queryByRole('button', { name: /No matching images/ })).toBeNull();
  });

  it('rotate: arrow keys turn the image by the step', async () => {
    const { calls } = await solve({ kind: 'rotate', answerType: 'angles', rotate: { step: 15 } });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('30');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(await sent(calls)).toEqual({ type: 'angles', angles: [30] });
  });

  it('canvas: clicked corners become a polygon in natural pixels', async () => {
    const { calls } = await solve({ kind: 'canvas', answerType: 'polygons' });
    const stage = placeStage();
    fireEvent.click(stage, { clientX: 10, clientY: 20 });
    fireEvent.click(stage, { clientX: 110, clientY: 20 });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByTestId('local-error').textContent).toBe('A shape needs at least 3 points.');
    fireEvent.click(stage, { clientX: 110, clientY: 70 });
    fireEvent.click(stage, { clientX: 60, clientY: 100 });
    fireEvent.keyDown(window, { key: 'Backspace' });
    fireEvent.click(screen.getByRole('button', { name: /Close the shape/ }));
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await sent(calls)).toEqual({
      type: 'polygons',
      polygons: [
        [
          { x: 0, y: 0 },
          { x: 200, y: 0 },
          { x: 200, y: 100 },
        ],
      ],
    });
  });

  it('bounding box: a dragged box is sent in natural pixels', async () => {
    const { calls } = await solve({ kind: 'bounding_box', answerType: 'boxes' });
    const stage = placeStage();
    fireEvent.pointerDown(stage, { clientX: 20, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 70, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 70, clientY: 80, pointerId: 1 });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await sent(calls)).toEqual({ type: 'boxes', boxes: [{ xMin: 20, xMax: 120, yMin: 20, yMax: 120 }] });
  });
});
