import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSettings } from '../../features/api-settings/testing-data.ts';
import { apiError, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { SettingPage } from './setting.tsx';

afterEach(() => cleanup());

const URL = '/api/v2/customer/api_settings';

describe('SettingPage', () => {
  it('sums up the settings with links to their pages', async () => {
    renderApp({
      path: '/setting',
      element: <SettingPage />,
      user: makeUser(),
      handler: (c) =>
        c.url === URL ? json(makeSettings({ recognition100: { enabled: true, matches: 3 } })) : undefined,
    });
    expect((await screen.findByTestId('overview-iplist')).textContent).toMatch(/1 of 100 entries/);
    expect(screen.getByTestId('overview-percent100').textContent).toMatch(/3 answers must agree/);
    expect(screen.getByTestId('overview-limit').textContent).toMatch(/At most 120 a minute/);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const to of ['/setting/iplist', '/setting/percent_100', '/setting/edit', '/setting/pingback']) {
      expect(hrefs).toContain(to);
    }
  });

  it('explains a server refusal (ERROR_FORBIDDEN) as settings for customers and developers', async () => {
    renderApp({
      path: '/setting',
      element: <SettingPage />,
      user: makeUser(),
      handler: (c) => (c.url === URL ? apiError('ERROR_FORBIDDEN', 403) : undefined),
    });
    expect((await screen.findByTestId('api-settings-not-allowed')).textContent).toMatch(/customer and developer/);
  });
});
