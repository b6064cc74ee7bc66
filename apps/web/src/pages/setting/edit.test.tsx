import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSettings } from '../../features/api-settings/testing-data.ts';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingEditPage } from './edit.tsx';

afterEach(() => cleanup());

const URL = '/api/v2/customer/api_settings';

function render() {
  return renderApp({
    path: '/setting/edit',
    element: <SettingEditPage />,
    user: makeUser(),
    handler: (c) => {
      if (c.method === 'GET' && c.url === URL) return json(makeSettings());
      if (c.method === 'PUT' && c.url === URL) return json({ ...(c.body as object), updatedAt: null });
    },
  });
}

describe('SettingEditPage', () => {
  it('sends null for an empty limit, keeping the other settings', async () => {
    const { calls } = render();
    const input = (await screen.findByLabelText('Submissions per minute')) as HTMLInputElement;
    expect(input.value).toBe('120');
    expect(screen.getByText(/ERROR_NO_SLOT_AVAILABLE/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', URL)[0]?.body).toEqual({
      ipAllowList: ['203.0.113.5'],
      recognition100: { enabled: false, matches: 2 },
      perKeyLimitPerMinute: null,
    });
  });

  it('refuses a limit out of range without calling the API', async () => {
    const { calls } = render();
    fireEvent.change(await screen.findByLabelText('Submissions per minute'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.querySelector('[data-field-error="perKeyLimitPerMinute"]')?.textContent).toMatch(/1 to 100000/),
    );
    expect(callsTo(calls, 'PUT', URL)).toHaveLength(0);
  });
});
