import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type AppEnv, AppEnvProvider } from './app-env.tsx';

export function Providers(props: { env: AppEnv; queryClient: QueryClient; i18n: i18n; children: ReactNode }) {
  return (
    <AppEnvProvider value={props.env}>
      <QueryClientProvider client={props.queryClient}>
        <I18nextProvider i18n={props.i18n}>{props.children}</I18nextProvider>
      </QueryClientProvider>
    </AppEnvProvider>
  );
}
