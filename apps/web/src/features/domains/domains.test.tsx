import type { SiteDomain } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { ManualDomains } from './domains.tsx';

afterEach(() => cleanup());

const LIST = '/api/v1/editor/manual-domains';
const admin = () => makeUser({ permissions: { admin: true } });

function domain(host: string, over: Partial<SiteDomain> = {}): SiteDomain {
  return {
    host,
    site: 'international',
    primary: false,
    fromConfig: false,
    note: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'admin@example.com',
    ...over,
  };
}

/** The admin's page over a list the handler keeps; `extra` answers the writes. */
function renderDomains(initial: SiteDomain[], extra: (c: ApiCall) => Response | undefined = () => undefined) {
  const domains = [...initial];
  return renderApp({
    path: '/editor/manual-domains',
    element: <ManualDomains />,
    user: admin(),
    handler: (c) => (c.method === 'GET' && c.url === LIST ? json({ domains }) : extra(c)),
  });
}

const CONFIGURED = [
  domain('crowdsolve.example', { fromConfig: true, primary: true, createdAt: null, createdBy: null }),
  domain('zh.crowdsolve.example', {
    site: 'region',
    fromConfig: true,
    primary: true,
    createdAt: null,
    createdBy: null,
  }),
  domain('mirror.example', { site: 'region', note: 'CN mirror' }),
];

describe('manual domains', () => {
  it('lists each site’s hosts with their badges; configured hosts have no actions', async () => {
    renderDomains(CONFIGURED);
    const region = await screen.findByTestId('domains-region');
    const configured = region.querySelector('[data-host="zh.crowdsolve.example"]') as HTMLElement;
    expect(within(configured).getByText('Primary')).toBeTruthy();
    expect(within(configured).getByText('From configuration')).toBeTruthy();
    expect(within(configured).queryByRole('button')).toBeNull();
    const mirror = region.querySelector('[data-host="mirror.example"]') as HTMLElement;
    expect(mirror.textContent).toContain('CN mirror');
    expect(within(mirror).queryByText('Primary')).toBeNull();
    expect(within(mirror).getByRole('button', { name: 'Make primary' })).toBeTruthy();
    expect(screen.getByTestId('domains-international').textContent).toContain('crowdsolve.example');
  });

  it('checks the host before sending, sends the form, and shows a taken host at the field', async () => {
    let taken = false;
    const { calls } = renderDomains(CONFIGURED, (c) => {
      if (c.method !== 'POST' || c.url !== LIST) return undefined;
      if (taken) return apiError('DOMAIN_TAKEN', 409);
      taken = true;
      return json(domain('cn.example', { site: 'region', primary: true }), 201);
    });
    const form = await screen.findByTestId('domain-add');
    fireEvent.change(within(form).getByLabelText('Host'), { target: { value: 'not a host!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add host' }));
    expect(await within(form).findByText(/Enter a host name such as mirror\.example\.com/)).toBeTruthy();
    expect(callsTo(calls, 'POST', LIST)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Host'), { target: { value: ' CN.example ' } });
    fireEvent.click(within(form).getByLabelText('Region site (Chinese)'));
    fireEvent.click(within(form).getByLabelText("Make it the site's primary host"));
    fireEvent.click(within(form).getByRole('button', { name: 'Add host' }));
    await waitFor(() => expect(callsTo(calls, 'POST', LIST)).toHaveLength(1));
    expect(callsTo(calls, 'POST', LIST)[0]?.body).toEqual({
      host: 'cn.example',
      site: 'region',
      primary: true,
      note: '',
    });
    expect(await within(form).findByText(/cn\.example was added/)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Host'), { target: { value: 'cn.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add host' }));
    expect(await within(form).findByText('This host is already listed.')).toBeTruthy();
  });

  it('makes a host primary, edits its note and removes it after confirmation', async () => {
    const path = '/api/v1/editor/manual-domains/mirror.example';
    const { calls } = renderDomains(CONFIGURED, (c) => {
      if (c.url !== path) return undefined;
      if (c.method === 'DELETE') return new Response(null, { status: 204 });
      return json(domain('mirror.example', { site: 'region', ...(c.body as object) }));
    });
    const row = (await screen.findByTestId('domains-region')).querySelector(
      '[data-host="mirror.example"]',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', path)[0]?.body).toEqual({ primary: true }));

    fireEvent.click(within(row).getByRole('button', { name: 'Edit note' }));
    const noteDialog = await screen.findByRole('dialog');
    fireEvent.change(within(noteDialog).getByLabelText('Note'), { target: { value: 'Mainland' } });
    fireEvent.click(within(noteDialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', path)[1]?.body).toEqual({ note: 'Mainland' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Remove mirror.example?')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', path)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove host' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', path)).toHaveLength(1));
  });

  it('shows a refusal in the admin’s language', async () => {
    renderApp({
      path: '/editor/manual-domains',
      element: <ManualDomains />,
      user: admin(),
      language: 'ru',
      handler: (c) => (c.url === LIST ? apiError('ERROR_FORBIDDEN', 403) : undefined),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('У вас нет доступа.');
  });
});
