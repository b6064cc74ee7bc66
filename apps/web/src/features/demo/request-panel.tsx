import { type FirstPartyDemo, type Language, type RequestExample, typeSlug } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { currencyFor } from '../pricing/prices.ts';
import { profileQuery } from '../profile/api.ts';
import { captchaTypeQuery } from '../type-landings/api.ts';
import { RequestExampleBlock } from '../type-landings/request-example.tsx';
import { useCurrentUser } from '../user/current-user.ts';

/** The question the shared request example uses for text captchas (replaced by the one on screen). */
const EXAMPLE_QUESTION = 'If tomorrow is Saturday, what day is today?';

/** The example with the visitor's key and the question on screen. */
export function personalise(example: RequestExample, apiKey: string | null, question?: string): RequestExample {
  const fill = (text: string, quote: (s: string) => string) => {
    let out = apiKey ? text.replaceAll('YOUR_API_KEY', apiKey) : text;
    if (question) out = out.replaceAll(quote(EXAMPLE_QUESTION), quote(question));
    return out;
  };
  return {
    ...example,
    v1: fill(example.v1, (s) => s.replaceAll('"', '\\"')),
    v2: fill(example.v2, (s) => JSON.stringify(s).slice(1, -1)),
  };
}

/** The placeholder of the shared request example's createTask `body`. */
const EXAMPLE_BODY = '"BASE64_IMAGE"';
/** A base64 longer than this is shown as its start and end around an ellipsis. */
const SHOWN_BASE64 = 96;

/** The base64 of a `data:…;base64,` URL; null for anything else. */
export function dataUrlBase64(url: string | undefined): string | null {
  const m = url ? /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/=]+)$/.exec(url) : null;
  return m?.[1] ?? null;
}

/**
 * The example sending the picture as base64: in.php with `method=base64` (rotate keeps its own
 * method) and the picture as `body` in place of the uploaded file, and createTask with it as
 * `body`.
 */
export function withBase64(example: RequestExample, base64: string): RequestExample {
  return {
    ...example,
    v1: example.v1.replace('-F method=post', '-F method=base64').replace('-F file=@captcha.png', `-F body=${base64}`),
    v2: example.v2.replace(EXAMPLE_BODY, JSON.stringify(base64)),
  };
}

/** The example as shown: a long base64 cut to its start and end (Copy copies the example whole). */
export function shortenBase64(example: RequestExample, base64: string): Pick<RequestExample, 'v1' | 'v2'> {
  if (base64.length <= SHOWN_BASE64) return example;
  const short = `${base64.slice(0, SHOWN_BASE64 - 16)}…${base64.slice(-8)}`;
  return { v1: example.v1.replaceAll(base64, short), v2: example.v2.replaceAll(base64, short) };
}

const MODES = ['file', 'base64'] as const;
type Mode = (typeof MODES)[number];

/** "File upload" / "Base64": how the request sends the picture. */
function ModeTabs({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const { t } = useTranslation('demo');
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = mode === 'file' ? 'base64' : 'file';
    onChange(next);
    document.getElementById(`demo-request-${next}`)?.focus();
  };
  return (
    <div className="demo-request__modes" role="tablist" aria-label={t('request.modes')} onKeyDown={onKeyDown}>
      {MODES.map((m) => (
        <button
          key={m}
          id={`demo-request-${m}`}
          type="button"
          role="tab"
          aria-selected={mode === m}
          aria-controls="demo-request-panel"
          tabIndex={mode === m ? 0 : -1}
          className={mode === m ? 'demo-request__mode is-active' : 'demo-request__mode'}
          onClick={() => onChange(m)}
        >
          {t(`request.${m}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The exact request a program sends for the captcha on screen: in.php (multipart) and the
 * createTask body, as the type's landing shows them for this host, with the visitor's API key
 * when signed in (else YOUR_API_KEY). A demo with a picture also offers the base64 variant,
 * carrying the very picture on screen.
 */
export function DemoRequest({ demo }: { demo: FirstPartyDemo }) {
  const { t, i18n } = useTranslation('demo');
  const { api, boot } = useAppEnv();
  const language = i18n.language as Language;
  const user = useCurrentUser(api).data;
  const hasKey = user?.profile.userType === 'customer' || user?.profile.userType === 'developer';
  const profile = useQuery({ ...profileQuery(api), enabled: hasKey });
  const type = useQuery(captchaTypeQuery(api, typeSlug(demo.taskKind), currencyFor(language), boot.host, language));
  const [mode, setMode] = useState<Mode>('file');
  const apiKey = hasKey ? (profile.data?.apiKey ?? null) : null;
  if (!type.data) return null;
  const example = personalise(type.data.example, apiKey, demo.question);
  const base64 = dataUrlBase64(demo.image);
  const encoded = base64 ? withBase64(example, base64) : null;
  return (
    <section className="demo-request" data-testid="demo-request">
      <h2>{t('request.title')}</h2>
      <p className="demo-hint">{apiKey ? t('request.keyNote') : t('request.keyMissing')}</p>
      {!encoded || !base64 ? (
        <RequestExampleBlock example={example} />
      ) : (
        <>
          <ModeTabs mode={mode} onChange={setMode} />
          <div id="demo-request-panel" role="tabpanel" aria-labelledby={`demo-request-${mode}`}>
            {mode === 'base64' ? (
              <>
                <p className="demo-hint">{t('request.base64Note')}</p>
                <RequestExampleBlock example={encoded} shown={shortenBase64(encoded, base64)} />
              </>
            ) : (
              <RequestExampleBlock example={example} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
