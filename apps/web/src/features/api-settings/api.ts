import {
  type ApiSettingsBody,
  type ApiSettingsReply,
  CALLBACK_PATHS,
  type CustomerPricesReply,
  PRICING_PATHS,
} from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';
import { type FieldErrors, useFormSubmit } from '../../ui/form.tsx';

/** Query keys of the API-settings screens. */
export const apiSettingsKeys = {
  settings: ['apiSettings'] as const,
  pricesUsd: ['prices', 'USD'] as const,
};

export const apiSettingsApi = {
  get: (ctx: RequestContext) => request<ApiSettingsReply>(ctx, CALLBACK_PATHS.apiSettings),
  /** Replaces the whole settings object. */
  put: (ctx: RequestContext, body: ApiSettingsBody) =>
    request<ApiSettingsReply>(ctx, CALLBACK_PATHS.apiSettings, { method: 'PUT', body }),
  pricesUsd: (ctx: RequestContext) =>
    request<CustomerPricesReply>(ctx, PRICING_PATHS.customerPrices, { query: { currency: 'USD' } }),
};

/** The writable part of the loaded settings (what a PUT sends back). */
export function toBody(settings: ApiSettingsReply): ApiSettingsBody {
  return {
    ipAllowList: [...settings.ipAllowList],
    recognition100: { enabled: settings.recognition100.enabled, matches: settings.recognition100.matches },
    perKeyLimitPerMinute: settings.perKeyLimitPerMinute,
  };
}

/** `GET /api/v2/customer/api_settings`; `enabled` false for accounts without an API key. */
export function useApiSettings(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: apiSettingsKeys.settings, queryFn: () => apiSettingsApi.get(api), enabled });
}

/** `GET /api/v2/customer/prices?currency=USD`. */
export function useUsdPrices() {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: apiSettingsKeys.pricesUsd,
    queryFn: () => apiSettingsApi.pricesUsd(api),
    staleTime: 60_000,
  });
}

/**
 * A form saving a change of one part of the settings: the PUT carries the whole object, the other
 * fields as loaded (`base`), and the answer replaces the cached settings. A failure is the whole
 * form's unless `fieldErrors` places it beside a field.
 */
export function useSaveApiSettings(
  base: ApiSettingsReply,
  options: { fieldErrors?: (err: unknown) => FieldErrors; onSaved?: (next: ApiSettingsReply) => void } = {},
) {
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  return useFormSubmit({
    send: (patch: Partial<ApiSettingsBody>) => apiSettingsApi.put(api, { ...toBody(base), ...patch }),
    onSuccess: (next) => {
      queryClient.setQueryData(apiSettingsKeys.settings, next);
      options.onSaved?.(next);
    },
    fieldErrors: options.fieldErrors ?? (() => ({})),
  });
}
