import type { PaymentDetail } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { paymentChanged, paymentsApi } from './api.ts';

/** The sandbox's "Complete payment" and "Fail payment": the server sends the signed webhook a provider would. */
export function SandboxActions({
  payment,
  onDone,
}: {
  payment: PaymentDetail;
  onDone?: (payment: PaymentDetail) => void;
}) {
  const { t } = useTranslation('pay');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: 'complete' | 'fail') => paymentsApi.sandbox(api, payment.id, action),
    onSuccess: (next) => {
      paymentChanged(queryClient, next);
      onDone?.(next);
    },
  });
  return (
    <div className="pay-test" data-testid="sandbox-actions">
      <p>{t('sandbox.explain')}</p>
      <div className="row">
        <Button disabled={act.isPending} onClick={() => act.mutate('complete')}>
          {t('sandbox.complete')}
        </Button>
        <Button variant="danger" disabled={act.isPending} onClick={() => act.mutate('fail')}>
          {t('sandbox.fail')}
        </Button>
      </div>
      <FormError error={act.error} />
    </div>
  );
}
