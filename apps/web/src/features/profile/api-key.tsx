import type { Profile } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { patchProfile, profileApi } from './api.ts';
import { CopyButton } from './copy-button.tsx';

/** Customers and developers: the API key, copy, and a new key on demand (the old one stops at once). */
export function ApiKeySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const keyRef = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => profileApi.regenerateApiKey(api),
    onSuccess: (apiKey) => {
      patchProfile(queryClient, { apiKey });
      setConfirming(false);
    },
  });

  return (
    <section className="section" aria-labelledby="api-key-title">
      <h2 id="api-key-title">{t('apiKey.title')}</h2>
      {!profile.emailConfirmed ? (
        <p className="notice">
          {t('apiKey.afterConfirm')} <Link to="/auth/confirm-email">{t('overview.confirmLink')}</Link>
        </p>
      ) : (
        <>
          <p className="muted">{t('apiKey.text')}</p>
          {profile.apiKey ? (
            <div className="row">
              <code className="code" ref={keyRef} data-testid="api-key">
                {profile.apiKey}
              </code>
              <CopyButton text={profile.apiKey} target={keyRef} />
            </div>
          ) : null}
          <div className="row">
            <Button
              variant="ghost"
              onClick={() => {
                regenerate.reset();
                setConfirming(true);
              }}
            >
              {profile.apiKey ? t('apiKey.regenerate') : t('apiKey.generate')}
            </Button>
          </div>
          {regenerate.isSuccess && !confirming ? <Notice tone="success">{t('apiKey.regenerated')}</Notice> : null}
        </>
      )}
      <Modal
        open={confirming}
        size="sm"
        title={t('apiKey.confirmTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('apiKey.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('apiKey.confirmText')}</p>
        <FormError error={regenerate.error} />
      </Modal>
    </section>
  );
}
