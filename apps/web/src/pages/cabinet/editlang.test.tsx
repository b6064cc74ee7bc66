import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { type QualityApiOptions, qualityApi } from '../../features/worker-quality/testing.tsx';
import { CabinetEditLangPage } from './editlang.tsx';

const LANGUAGES = '/api/v2/work/languages';

function show(options: QualityApiOptions = {}, userType: 'worker' | 'customer' = 'worker') {
  return renderApp({
    path: '/cabinet/editlang',
    element: <CabinetEditLangPage />,
    user: makeUser({ profile: { userType, systemMessage: null } }),
    handler: qualityApi(options),
  });
}

afterEach(() => cleanup());

describe('CabinetEditLangPage', () => {
  it('tells a customer this is not their screen', async () => {
    const { calls } = show({}, 'customer');
    expect(await screen.findByTestId('not-worker')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('explains the filtering and shows the native names with translated labels', async () => {
    show({ languages: ['ru'] });
    const russian = (await screen.findByLabelText('Русский (Russian)')) as HTMLInputElement;
    expect(russian.checked).toBe(true);
    expect((screen.getByLabelText('Deutsch (German)') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('中文 (Chinese)')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
    expect(screen.getByText('Tasks that need a language go only to workers who chose it.')).toBeTruthy();
    expect(screen.getByText(/With no language chosen, tasks are not filtered by language/)).toBeTruthy();
  });

  it('saves the chosen codes and says so', async () => {
    const { calls } = show({ languages: ['ru'] });
    fireEvent.click(await screen.findByLabelText('Español (Spanish)'));
    fireEvent.click(screen.getByLabelText('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', LANGUAGES)[0]?.body).toEqual({ languages: ['en', 'ru', 'es'] });
  });

  it('saves an empty choice: no filtering by language', async () => {
    const { calls } = show({ languages: ['ru'] });
    fireEvent.click(await screen.findByLabelText('Русский (Russian)'));
    expect(screen.getByTestId('languages-count').textContent).toBe(
      'No language chosen: tasks are not filtered by language.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', LANGUAGES)[0]?.body).toEqual({ languages: [] });
  });
});
