import type { PingbackAddress } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingPingbackPage } from './pingback.tsx';

const PATH = '/api/v2/customer/pingback';
const A = { address: 'https://example.com/cb', createdAt: '2026-03-01T10:00:00.000Z' };
const B = { address: 'http://hooks.example.org:8080/x', createdAt: '2026-03-02T10:00:00.000Z' };

function show(
  options: { addresses?: PingbackAddress[]; answer?: (c: ApiCall) => Response | undefined; userType?: 'worker' } = {},
) {
  let list = options.addresses ?? [A, B];
  return renderApp({
    path: '/setting/pingback',
    element: <SettingPingbackPage />,
    user: makeUser(options.userType ? { profile: { userType: options.userType, systemMessage: null } } : {}),
    handler: (c) => {
      if (c.url.split('?')[0] !== PATH) return undefined;
      const custom = options.answer?.(c);
      if (custom) return custom;
      if (c.method === 'POST')
        list = [...list, { address: (c.body as { address: string }).address, createdAt: A.createdAt }];
      if (c.method === 'DELETE') {
        const address = new URL(c.url, 'http://x').searchParams.get('address');
        list = address === 'all' ? [] : list.filter((a) => a.address !== address);
      }
      return json({ addresses: list });
    },
  });
}

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

function add(value: string) {
  fireEvent.change(screen.getByLabelText('Address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the address' }));
}

afterEach(() => cleanup());

describe('SettingPingbackPage', () => {
  it('lists the addresses and explains pingbacks and the limit', async () => {
    show();
    expect(await screen.findByText(A.address)).toBeTruthy();
    expect(screen.getByText(B.address)).toBeTruthy();
    expect(screen.getByTestId('pingback-count').textContent).toBe('Addresses: 2 of 20');
    expect(screen.getByText('You can register up to 20 addresses.')).toBeTruthy();
    expect(screen.getByText(/res\.php\?action=add_pingback/)).toBeTruthy();
    expect(screen.getByText(/retried after 10 s, 30 s, 1 min, 5 min, 15 min, 1 h; after 7 attempts/)).toBeTruthy();
  });

  it('refuses a malformed URL without calling the API', async () => {
    const { calls } = show();
    await screen.findByText(A.address);
    add('');
    expect(fieldError('address')).toBe('This field is required.');
    add('example.com/cb');
    expect(fieldError('address')).toMatch(/starts with http:\/\/ or https:\/\//);
    add('ftp://example.com/');
    expect(fieldError('address')).toMatch(/starts with http:\/\/ or https:\/\//);
    add('https://user:pw@example.com/');
    expect(fieldError('address')).toMatch(/without a user name or password/);
    expect(callsTo(calls, 'POST', PATH)).toHaveLength(0);
  });

  it('sends {address} and shows the new list', async () => {
    const { calls } = show({ addresses: [] });
    expect(await screen.findByText('No addresses are registered yet.')).toBeTruthy();
    add('  https://new.example.com/hook  ');
    expect(await screen.findByText('https://new.example.com/hook')).toBeTruthy();
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({ address: 'https://new.example.com/hook' });
    expect(fieldError('address')).toBeNull();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('');
  });

  it('shows a server refusal beside the field', async () => {
    show({ answer: (c) => (c.method === 'POST' ? apiError('CALLBACK_ADDRESS_PRIVATE') : undefined) });
    await screen.findByText(A.address);
    add('http://10.0.0.1/cb');
    await waitFor(() => expect(fieldError('address')).toMatch(/private or local network/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks an address with a test result and shows what it answered', async () => {
    const answers = [
      json({ address: A.address, ok: true, httpStatus: 200, error: null, durationMs: 42 }),
      json({ address: B.address, ok: false, httpStatus: null, error: 'connection refused', durationMs: 3 }),
    ];
    const { calls } = renderApp({
      path: '/setting/pingback',
      element: <SettingPingbackPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.url === PATH) return json({ addresses: [A, B] });
        if (c.url === `${PATH}/test`) return answers.shift();
        return undefined;
      },
    });
    await screen.findByText(A.address);
    fireEvent.click(screen.getByRole('button', { name: `Send a test result to ${A.address}` }));
    const rowA = document.querySelector(`[data-address="${A.address}"]`) as HTMLElement;
    expect((await within(rowA).findByRole('status')).textContent).toBe('Answered HTTP 200 in 42 ms.');
    fireEvent.click(screen.getByRole('button', { name: `Send a test result to ${B.address}` }));
    const rowB = document.querySelector(`[data-address="${B.address}"]`) as HTMLElement;
    expect((await within(rowB).findByRole('status')).textContent).toBe('Did not accept the test: connection refused.');
    expect(callsTo(calls, 'POST', `${PATH}/test`).map((c) => c.body)).toEqual([
      { address: A.address },
      { address: B.address },
    ]);
  });

  it('deletes one address after confirming, with the address encoded', async () => {
    const { calls } = show();
    await screen.findByText(A.address);
    fireEvent.click(screen.getByRole('button', { name: `Delete ${A.address}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(A.address)).toBeTruthy();
    expect(callsTo(calls, 'DELETE', PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const del = callsTo(calls, 'DELETE', PATH);
    expect(del).toHaveLength(1);
    expect(del[0]?.url).toBe(`${PATH}?address=${encodeURIComponent(A.address)}`);
    expect(screen.queryByText(A.address)).toBeNull();
    expect(screen.getByText(B.address)).toBeTruthy();
  });

  it('deletes every address after confirming in the modal, or keeps them on cancel', async () => {
    const { calls } = show();
    await screen.findByText(A.address);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all addresses' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'DELETE', PATH)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all addresses' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/All 2 registered addresses/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No addresses are registered yet.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', PATH)[0]?.url).toBe(`${PATH}?address=all`);
  });

  it('tells a worker that pingbacks belong to customer and developer accounts', () => {
    const { calls } = show({ userType: 'worker' });
    expect(screen.getByTestId('pingback-not-api-user').textContent).toMatch(/customer and developer accounts/);
    expect(calls).toHaveLength(0);
  });

  it('shows the same message when the server answers ERROR_FORBIDDEN', async () => {
    renderApp({
      path: '/setting/pingback',
      element: <SettingPingbackPage />,
      user: null,
      handler: () => apiError('ERROR_FORBIDDEN', 403),
    });
    expect(await screen.findByTestId('pingback-not-api-user')).toBeTruthy();
  });
});
