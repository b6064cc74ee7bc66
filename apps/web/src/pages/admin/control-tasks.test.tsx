import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControlTask } from '../../features/admin/worker-side-api.ts';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminControlTasksPage } from './control-tasks.tsx';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_BASE64 = btoa(String.fromCharCode(...PNG_BYTES));
const png = () => new File([PNG_BYTES], 'captcha.png', { type: 'image/png' });

function show(override?: (c: ApiCall) => Response | undefined) {
  const tasks: ControlTask[] = [
    {
      id: 2,
      kind: 'grid',
      answer: { type: 'cells', cells: [1, 5, 9] },
      training: true,
      golden: false,
      active: true,
      createdAt: '2026-02-01T10:00:00.000Z',
    },
    {
      id: 1,
      kind: 'image_text',
      answer: { type: 'text', text: 'abc12' },
      training: true,
      golden: true,
      active: false,
      createdAt: '2026-01-01T10:00:00.000Z',
    },
  ];
  return renderApp({
    path: '/admin/control-tasks',
    element: <AdminControlTasksPage />,
    user: makeUser({ id: 1, permissions: { admin: true } }),
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      if (c.url === '/api/v2/admin/control-tasks' && c.method === 'GET') return json({ items: tasks });
      if (c.url === '/api/v2/admin/control-tasks' && c.method === 'POST') {
        const body = c.body as { answer: unknown; training: boolean; golden: boolean };
        tasks.unshift({ id: 3, kind: 'image_text', active: true, createdAt: '2026-03-01T10:00:00.000Z', ...body });
        return json({ id: 3 }, 201);
      }
      const m = /^\/api\/v2\/admin\/control-tasks\/(\d+)$/.exec(c.url);
      const task = m ? tasks.find((t) => t.id === Number(m[1])) : undefined;
      if (c.method === 'PUT' && task) {
        task.active = (c.body as { active: boolean }).active;
        return json({ ok: true });
      }
    },
  });
}

const form = () => screen.getByTestId('control-task-form');

afterEach(() => cleanup());

describe('AdminControlTasksPage', () => {
  it('lists the control set with kind, answer, purposes and an active switch', async () => {
    const { calls } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Control tasks');
    const grid = (await screen.findByText('1, 5, 9')).closest('tr') as HTMLElement;
    expect(within(grid).getByText('Grid captcha')).toBeTruthy();
    expect(within(grid).getByText('Training')).toBeTruthy();
    const text = screen.getByText('abc12').closest('tr') as HTMLElement;
    expect(within(text).getByText('Training, Golden')).toBeTruthy();
    const switch1 = screen.getByLabelText('Control task 1 is active') as HTMLInputElement;
    expect(switch1.checked).toBe(false);
    fireEvent.click(switch1);
    await waitFor(() =>
      expect((screen.getByLabelText('Control task 1 is active') as HTMLInputElement).checked).toBe(true),
    );
    expect(callsTo(calls, 'PUT', '/api/v2/admin/control-tasks/1')[0]?.body).toEqual({ active: true });
  });

  it('uploads an image task as base64 with its text answer', async () => {
    const { calls } = show();
    await screen.findByText('abc12');
    const f = within(form());
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await waitFor(() =>
      expect(form().querySelector('[data-field-error="file"]')?.textContent).toBe('This field is required.'),
    );
    expect(form().querySelector('[data-field-error="answer"]')?.textContent).toBe('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')).toHaveLength(0);
    fireEvent.change(f.getByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.change(f.getByLabelText('Correct answer'), { target: { value: ' xk4m ' } });
    fireEvent.click(f.getByLabelText('Golden'));
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    expect(await f.findByText('Control task 3 is added.')).toBeTruthy();
    const sent = callsTo(calls, 'POST', '/api/v2/admin/control-tasks');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      task: { type: 'ImageToTextTask', body: PNG_BASE64 },
      answer: { type: 'text', text: 'xk4m' },
      training: true,
      golden: false,
    });
    expect(PNG_BASE64.startsWith('data:')).toBe(false);
    expect(await screen.findByText('xk4m')).toBeTruthy();
  });

  it('builds grid, rotate and text question tasks', async () => {
    const { calls } = show();
    await screen.findByText('abc12');
    const f = within(form());
    fireEvent.change(f.getByLabelText('Kind'), { target: { value: 'grid' } });
    fireEvent.change(f.getByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.change(f.getByLabelText('Instruction shown to the worker'), { target: { value: 'Select all buses' } });
    fireEvent.change(f.getByLabelText('Rows'), { target: { value: '4' } });
    fireEvent.change(f.getByLabelText('Columns'), { target: { value: '4' } });
    fireEvent.change(f.getByLabelText('Correct cells'), { target: { value: '1, 6 16' } });
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await f.findByText('Control task 3 is added.');
    expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')[0]?.body).toEqual({
      task: { type: 'GridTask', body: PNG_BASE64, rows: 4, columns: 4, comment: 'Select all buses' },
      answer: { type: 'cells', cells: [1, 6, 16] },
      training: true,
      golden: true,
    });

    fireEvent.change(f.getByLabelText('Kind'), { target: { value: 'rotate' } });
    fireEvent.change(f.getByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.change(f.getByLabelText('Correct angle'), { target: { value: '90' } });
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')[1]?.body).toMatchObject({
      task: { type: 'RotateTask', body: PNG_BASE64 },
      answer: { type: 'angles', angles: [90] },
    });

    fireEvent.change(f.getByLabelText('Kind'), { target: { value: 'text' } });
    expect(f.queryByLabelText('Image')).toBeNull();
    fireEvent.change(f.getByLabelText('Question'), { target: { value: 'What is 2 + 2?' } });
    fireEvent.change(f.getByLabelText('Correct answer'), { target: { value: '4' } });
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')).toHaveLength(3));
    expect(callsTo(calls, 'POST', '/api/v2/admin/control-tasks')[2]?.body).toMatchObject({
      task: { type: 'TextCaptchaTask', comment: 'What is 2 + 2?' },
      answer: { type: 'text', text: '4' },
    });
  });

  it('shows the server field errors beside the fields', async () => {
    show((c) =>
      c.method === 'POST'
        ? apiError('ERROR_VALIDATION', 400, [{ field: 'body.answer', message: 'expected a text answer' }])
        : undefined,
    );
    await screen.findByText('abc12');
    const f = within(form());
    fireEvent.change(f.getByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.change(f.getByLabelText('Correct answer'), { target: { value: 'abc' } });
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await waitFor(() =>
      expect(form().querySelector('[data-field-error="answer"]')?.textContent).toBe(
        'This answer does not fit the task.',
      ),
    );
    expect(f.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('raw server text');
  });

  it('shows a refused task beside the image', async () => {
    show((c) =>
      c.method === 'POST'
        ? apiError('ERROR_VALIDATION', 400, [{ field: 'body.task', message: 'ERROR_ZERO_CAPTCHA_FILESIZE' }])
        : undefined,
    );
    await screen.findByText('abc12');
    const f = within(form());
    fireEvent.change(f.getByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.change(f.getByLabelText('Correct answer'), { target: { value: 'abc' } });
    fireEvent.click(f.getByRole('button', { name: 'Add the control task' }));
    await waitFor(() =>
      expect(form().querySelector('[data-field-error="file"]')?.textContent).toBe(
        'The server did not accept this task. Check the image and the parameters.',
      ),
    );
  });
});
