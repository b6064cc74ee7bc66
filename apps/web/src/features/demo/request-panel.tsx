import { type FirstPartyDemo, type Language, type RequestExample, typeSlug } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
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

/**
 * The exact request a program sends for the captcha on screen: in.php (multipart) and the
 * createTask body, as the type's landing shows them for this host, with the visitor's API key
 * when signed in (else YOUR_API_KEY).
 */
export function DemoRequest({ demo }: { demo: FirstPartyDemo }) {
  const { t, i18n } = useTranslation('demo');
  const { api, boot } = useAppEnv();
  const language = i18n.language as Language;
  const user = useCurrentUser(api).data;
  const hasKey = user?.profile.userType === 'customer' || user?.profile.userType === 'developer';
  const profile = useQuery({ ...profileQuery(api), enabled: hasKey });
  const type = useQuery(captchaTypeQuery(api, typeSlug(demo.taskKind), currencyFor(language), boot.host, language));
  const apiKey = hasKey ? (profile.data?.apiKey ?? null) : null;
  if (!type.data) return null;
  return (
    <section className="demo-request" data-testid="demo-request">
      <h2>{t('request.title')}</h2>
      <p className="demo-hint">{apiKey ? t('request.keyNote') : t('request.keyMissing')}</p>
      <RequestExampleBlock example={personalise(type.data.example, apiKey, demo.question)} />
    </section>
  );
}
