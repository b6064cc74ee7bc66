import { SecondFactorCodeSchema, TotpCodeSchema, type TwoFactorSetupReply } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
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
  if (err instanceof RequestError && err.code === 'AUTH_2FA_INVALID') return { code: 'errors:AUTH_2FA_INVALID' };
  return serverFieldErrors(err);
}

function EnableTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = useMutation({
    mutationFn: () => profileApi.setupTwoFactor(api),
    onSuccess: (reply) => {
      setSetup(reply);
      setCode('');
      setErrors({});
    },
  });
  const enable = useMutation({
    mutationFn: (value: string) => profileApi.enableTwoFactor(api, value),
    onSuccess: (reply) => {
      onEnabled(reply.recoveryCodes);
      patchProfile(queryClient, { twoFactorEnabled: true });
      void invalidateProfile(queryClient);
    },
    onError: (err) => setErrors(codeError(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    enable.reset();
    const checked = validate(TotpCodeSchema, code);
    if (!checked.ok) return setErrors({ code: 'profile:twoFactor.sixDigits' });
    setErrors({});
    enable.mutate(checked.data);
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
    <form className="form form--wide" noValidate onSubmit={submit}>
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
        error={errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={enable.error && Object.keys(errors).length === 0 ? enable.error : null} />
      <div className="row">
        <Button type="submit" disabled={enable.isPending}>
          {t('twoFactor.enable')}
        </Button>
        <Button variant="ghost" onClick={() => setSetup(null)}>
          {t('cancel')}
        </Button>
      </div>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const disable = useMutation({
    mutationFn: (value: string) => profileApi.disableTwoFactor(api, value),
    onSuccess: () => {
      onDisabled();
      patchProfile(queryClient, { twoFactorEnabled: false });
      void invalidateProfile(queryClient);
    },
    onError: (err) => setErrors(codeError(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    disable.reset();
    const checked = validate(SecondFactorCodeSchema, code);
    if (!checked.ok) return setErrors({ code: 'invalid_code' });
    setErrors({});
    disable.mutate(checked.data);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted">{t('twoFactor.onText')}</p>
      <TextField
        name="code"
        label={t('twoFactor.disableCode')}
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        error={errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={disable.error && Object.keys(errors).length === 0 ? disable.error : null} />
      <div className="row">
        <Button type="submit" variant="danger" disabled={disable.isPending}>
          {t('twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}
