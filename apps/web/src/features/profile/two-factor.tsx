import { SecondFactorCodeSchema, TotpCodeSchema, type TwoFactorSetupReply } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors, validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { invalidateProfile, patchProfile, profileApi } from './api.ts';
import { CopyButton } from './copy-button.tsx';

/** Turning two-factor authentication on (QR code, first code, recovery codes) and off. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [justDisabled, setJustDisabled] = useState(false);

  let body: React.ReactNode;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled) body = <DisableTwoFactor onDisabled={() => setJustDisabled(true)} />;
  else
    body = (
      <>
        {justDisabled ? <Notice tone="success">{t('twoFactor.disabled')}</Notice> : null}
        <EnableTwoFactor
          onEnabled={(codes) => {
            setJustDisabled(false);
            setRecoveryCodes(codes);
          }}
        />
      </>
    );

  return (
    <section className="section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      <p>
        {t('twoFactor.status')}{' '}
        <strong data-testid="two-factor-state">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</strong>
      </p>
      {body}
    </section>
  );
}

function codeError(err: unknown): Record<string, string> {
  if (codeOf(err) === 'AUTH_2FA_INVALID') return { code: 'errors:AUTH_2FA_INVALID' };
  return serverFieldErrors(err);
}

function EnableTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null);
  const [code, setCode] = useState('');
  const enable = useFormSubmit({
    send: (value: string) => profileApi.enableTwoFactor(api, value),
    onSuccess: (reply) => {
      onEnabled(reply.recoveryCodes);
      patchProfile(queryClient, { twoFactorEnabled: true });
      void invalidateProfile(queryClient);
    },
    fieldErrors: codeError,
  });
  const start = useMutation({
    mutationFn: () => profileApi.setupTwoFactor(api),
    onSuccess: (reply) => {
      setSetup(reply);
      setCode('');
      enable.setErrors({});
    },
  });

  function check(): Checked<string> {
    const checked = validate(TotpCodeSchema, code);
    return checked.ok ? checked : { ok: false, errors: { code: 'profile:twoFactor.sixDigits' } };
  }

  if (!setup) {
    return (
      <>
        <p className="muted">{t('twoFactor.offText')}</p>
        <FormError error={start.error} />
        <div className="row">
          <Button disabled={start.isPending} onClick={() => start.mutate()}>
            {t('twoFactor.turnOn')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form className="form form--wide" noValidate onSubmit={enable.onSubmit(check)}>
      <ol className="steps">
        <li>{t('twoFactor.step1')}</li>
        <li>{t('twoFactor.step2')}</li>
      </ol>
      <img src={setup.qrCode} alt={t('twoFactor.qrAlt')} width={200} height={200} />
      <p>
        {t('twoFactor.secret')} <code className="code">{setup.secret}</code>
      </p>
      <TextField
        name="code"
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={enable.errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={enable.formError} />
      <SubmitRow pending={enable.pending} label={t('twoFactor.enable')}>
        <Button variant="ghost" onClick={() => setSetup(null)}>
          {t('cancel')}
        </Button>
      </SubmitRow>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const listRef = useRef<HTMLPreElement>(null);
  return (
    <div className="form form--wide">
      <Notice tone="success">{t('twoFactor.enabled')}</Notice>
      <p className="notice notice--warning" role="note">
        {t('twoFactor.recoveryWarning')}
      </p>
      <pre className="code" ref={listRef} data-testid="recovery-codes">
        {codes.join('\n')}
      </pre>
      <div className="row">
        <CopyButton text={codes.join('\n')} target={listRef} />
        <Button onClick={onDone}>{t('twoFactor.savedCodes')}</Button>
      </div>
    </div>
  );
}

function DisableTwoFactor({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const disable = useFormSubmit({
    send: (value: string) => profileApi.disableTwoFactor(api, value),
    onSuccess: () => {
      onDisabled();
      patchProfile(queryClient, { twoFactorEnabled: false });
      void invalidateProfile(queryClient);
    },
    fieldErrors: codeError,
  });

  function check(): Checked<string> {
    const checked = validate(SecondFactorCodeSchema, code);
    return checked.ok ? checked : { ok: false, errors: { code: 'invalid_code' } };
  }

  return (
    <form className="form" noValidate onSubmit={disable.onSubmit(check)}>
      <p className="muted">{t('twoFactor.onText')}</p>
      <TextField
        name="code"
        label={t('twoFactor.disableCode')}
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        error={disable.errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={disable.formError} />
      <SubmitRow pending={disable.pending} variant="danger" label={t('twoFactor.turnOff')} />
    </form>
  );
}
