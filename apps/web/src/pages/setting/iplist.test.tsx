import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSettings } from '../../features/api-settings/testing-data.ts';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingIplistPage } from './iplist.tsx';

afterEach(() => cleanup());

const URL = '/api/v2/customer/api_settings';
const INVALID = 'Enter IP addresses or ranges such as 203.0.113.5, 203.0.113.0/24 or 2001:db8::/32.';

function fieldError(): string | null {
  return document.querySelector('[data-field-error="ip"]')?.textContent ?? null;
}

describe('SettingIplistPage', () => {
  it('refuses a malformed entry without calling the API', async () => {
    const { calls } = renderApp({
      path: '/setting/iplist',
      element: <SettingIplistPage />,
      user: makeUser(),
      handler: (c) => (c.method === 'GET' && c.url === URL ? json(makeSettings()) : undefined),
    });
    const input = await screen.findByLabelText('IP address or range');
    fireEvent.change(input, { target: { value: '203.0.113.500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fieldError()).toBe(INVALID));
    expect(screen.queryByText('203.0.113.500')).toBeNull();
    expect(callsTo(calls, 'PUT', URL)).toHaveLength(0);
    expect(screen.getByText(/ERROR_IP_NOT_ALLOWED/)).toBeTruthy();
    expect(screen.getByText(/While the list is empty, the key works from any IP address/)).toBeTruthy();
  });

  it('adds and removes entries, then saves the whole settings object', async () => {
    const loaded = makeSettings({ recognition100: { enabled: true, matches: 4 }, perKeyLimitPerMinute: 30 });
    const { calls } = renderApp({
      path: '/setting/iplist',
      element: <SettingIplistPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === URL) return json(loaded);
        if (c.method === 'PUT' && c.url === URL)
          return json({ ...(c.body as object), updatedAt: '2026-11-02T00:00:00Z' });
      },
    });
    const input = await screen.findByLabelText('IP address or range');
    fireEvent.change(input, { target: { value: ' 198.51.100.0/24 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('198.51.100.0/24')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2001:db8::1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 203.0.113.5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', URL)[0]?.body).toEqual({
      ipAllowList: ['198.51.100.0/24', '2001:db8::1'],
      recognition100: { enabled: true, matches: 4 },
      perKeyLimitPerMinute: 30,
    });
  });

  it('shows a server refusal of an entry beside the field', async () => {
    renderApp({
      path: '/setting/iplist',
      element: <SettingIplistPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === URL) return json(makeSettings());
        if (c.method === 'PUT') return apiError('API_SETTINGS_INVALID_IP');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError()).toBe(INVALID));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('maps a validation answer about the list to the field', async () => {
    renderApp({
      path: '/setting/iplist',
      element: <SettingIplistPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === URL) return json(makeSettings());
        if (c.method === 'PUT')
          return apiError('ERROR_VALIDATION', 400, [{ field: 'body.ipAllowList.0', message: 'invalid_ip' }]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError()).toBe(INVALID));
  });

  it('tells a worker the settings belong to customers and developers, without asking the API', async () => {
    const { calls } = renderApp({
      path: '/setting/iplist',
      element: <SettingIplistPage />,
      user: makeUser({ profile: { userType: 'worker', systemMessage: null } }),
    });
    expect((await screen.findByTestId('api-settings-not-allowed')).textContent).toMatch(/customer and developer/);
    expect(callsTo(calls, 'GET', URL)).toHaveLength(0);
  });
});
