import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSettings } from '../../features/api-settings/testing-data.ts';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingPercent100Page } from './percent-100.tsx';

afterEach(() => cleanup());

const URL = '/api/v2/customer/api_settings';
const prices = {
  currency: 'USD',
  rate: 1,
  prices: [
    { type: 'image_text', per1000: 1, per1000Micros: 1_000_000 },
    { type: 'recaptcha_v2', per1000: 2.99, per1000Micros: 2_990_000 },
  ],
};

describe('SettingPercent100Page', () => {
  it('shows the price range for the chosen matches and saves {enabled, matches}', async () => {
    const { calls } = renderApp({
      path: '/setting/percent_100',
      element: <SettingPercent100Page />,
      user: makeUser(),
      handler: (c) => {
        if (c.method === 'GET' && c.url === URL) return json(makeSettings());
        if (c.method === 'GET' && c.url === '/api/v2/customer/prices?currency=USD') return json(prices);
        if (c.method === 'PUT' && c.url === URL) return json({ ...(c.body as object), updatedAt: null });
      },
    });
    const enabled = (await screen.findByLabelText('Use 100 % recognition')) as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    fireEvent.click(enabled);
    fireEvent.change(screen.getByLabelText('Matching answers needed'), { target: { value: '3' } });
    await waitFor(() =>
      expect(screen.getByTestId('price-range').textContent).toBe(
        'An image task costs $1.00 per 1000 normally; with 3 matching answers it costs between $3.00 and $5.00 per 1000 (3× to 5×).',
      ),
    );
    expect(screen.getByText(/image, text, audio, grid and rotate/)).toBeTruthy();
    expect(screen.getByText(/ERROR_BAD_DUPLICATES/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', URL)[0]?.body).toEqual({
      ipAllowList: ['203.0.113.5'],
      recognition100: { enabled: true, matches: 3 },
      perKeyLimitPerMinute: 120,
    });
  });
});
