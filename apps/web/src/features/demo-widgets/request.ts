import { exampleOrigin, type ThirdPartyDemo } from '@crowdsolve/contract';

/** The parameters a program sends for one demo's widget: in.php fields and the createTask task. */
function fieldsOf(demo: ThirdPartyDemo): { v1: [string, string][]; v2: Record<string, unknown> } {
  const key = demo.siteKey ?? 'SITE_KEY';
  const p = demo.params;
  switch (demo.slug) {
    case 'recaptcha-v3':
      return {
        v1: [
          ['method', 'userrecaptcha'],
          ['version', 'v3'],
          ['googlekey', key],
          ['action', demo.action ?? 'verify'],
          ['min_score', String(demo.minScore ?? 0.3)],
        ],
        v2: {
          type: 'RecaptchaV3TaskProxyless',
          websiteKey: key,
          pageAction: demo.action ?? 'verify',
          minScore: demo.minScore ?? 0.3,
        },
      };
    case 'recaptcha-invisible':
      return {
        v1: [
          ['method', 'userrecaptcha'],
          ['googlekey', key],
          ['invisible', '1'],
        ],
        v2: { type: 'RecaptchaV2TaskProxyless', websiteKey: key, isInvisible: true },
      };
    case 'recaptcha-enterprise':
      return {
        v1: [
          ['method', 'userrecaptcha'],
          ['enterprise', '1'],
          ['googlekey', key],
        ],
        v2: { type: 'RecaptchaV2EnterpriseTaskProxyless', websiteKey: key },
      };
    case 'hcaptcha':
      return {
        v1: [
          ['method', 'hcaptcha'],
          ['sitekey', key],
        ],
        v2: { type: 'HCaptchaTaskProxyless', websiteKey: key },
      };
    case 'cloudflare-turnstile':
      return {
        v1: [
          ['method', 'turnstile'],
          ['sitekey', key],
        ],
        v2: { type: 'TurnstileTaskProxyless', websiteKey: key },
      };
    case 'geetest':
      return {
        v1: [
          ['method', 'geetest'],
          ['gt', p.gt ?? key],
          ['challenge', p.challenge ?? 'CHALLENGE'],
        ],
        v2: { type: 'GeeTestTaskProxyless', gt: p.gt ?? key, challenge: p.challenge ?? 'CHALLENGE' },
      };
    case 'geetest-v4':
      return {
        v1: [
          ['method', 'geetest_v4'],
          ['captcha_id', key],
        ],
        v2: { type: 'GeeTestTaskProxyless', version: 4, initParameters: { captcha_id: key } },
      };
    case 'keycaptcha': {
      const names = ['s_s_c_user_id', 's_s_c_session_id', 's_s_c_web_server_sign', 's_s_c_web_server_sign2'];
      const values = [p.userId, p.sessionId, p.webServerSign, p.webServerSign2].map(
        (v, i) => v ?? names[i]?.toUpperCase() ?? '',
      );
      const pairs = names.map((n, i) => [n, values[i] ?? ''] as [string, string]);
      return {
        v1: [['method', 'keycaptcha'], ...pairs],
        v2: { type: 'KeyCaptchaTaskProxyless', ...Object.fromEntries(pairs) },
      };
    }
    case 'lemin': {
      const div = p.divId ?? 'lemin-cropped-captcha';
      return {
        v1: [
          ['method', 'lemin'],
          ['captcha_id', key],
          ['div_id', div],
        ],
        v2: { type: 'LeminTaskProxyless', captchaId: key, divId: div },
      };
    }
    case 'mtcaptcha':
      return {
        v1: [
          ['method', 'mt_captcha'],
          ['sitekey', key],
        ],
        v2: { type: 'MtCaptchaTaskProxyless', websiteKey: key },
      };
    default:
      return {
        v1: [
          ['method', 'userrecaptcha'],
          ['googlekey', key],
        ],
        v2: { type: 'RecaptchaV2TaskProxyless', websiteKey: key },
      };
  }
}

/** The createTask `task` for the widget on `pageUrl`: its type, the page address, then its parameters. */
export function widgetTask(demo: ThirdPartyDemo, pageUrl: string): Record<string, unknown> {
  const [type, ...rest] = Object.entries(fieldsOf(demo).v2);
  return Object.fromEntries([type as [string, unknown], ['websiteURL', pageUrl], ...rest]);
}

/** What a program sends to this host for the widget on `pageUrl`: the in.php call (curl) and the createTask body. */
export function widgetRequest(demo: ThirdPartyDemo, host: string, pageUrl: string, apiKey = 'YOUR_API_KEY') {
  const base = exampleOrigin(host);
  const { v1 } = fieldsOf(demo);
  const quote = (v: string) => (/^[\w.:/@-]+$/.test(v) ? v : `"${v.replaceAll('"', '\\"')}"`);
  const fields = [['key', apiKey], ['json', '1'], ...v1, ['pageurl', pageUrl]].map(
    ([k, v]) => `-F ${k}=${quote(v ?? '')}`,
  );
  return {
    v1: `curl ${base}/in.php ${fields.join(' ')}`,
    v2: JSON.stringify({ clientKey: apiKey, task: widgetTask(demo, pageUrl) }, null, 2),
    createTaskUrl: `${base}/createTask`,
  };
}
