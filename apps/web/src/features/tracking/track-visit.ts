import { COOKIES, REFERRAL_COOKIE_SECONDS, type TrackEventBody } from '@crowdsolve/contract';
import { parseCookies, setBrowserCookie } from '../../lib/cookies.ts';

/**
 * Reports how a visitor arrived (spec §7): a referral event when the URL has `from` (on
 * success the referral is remembered three days in `reg_referrer`), a campaign event when
 * it has `utm_source`.
 */
export async function trackVisit(
  url: URL,
  doc: Pick<Document, 'cookie' | 'referrer'>,
  send: (body: TrackEventBody) => Promise<unknown>,
): Promise<void> {
  const q = url.searchParams;
  const from = q.get('from');
  if (from) {
    const unique = !parseCookies(doc.cookie)[COOKIES.regReferrer];
    let source = q.get('source') ?? '';
    if (!source && doc.referrer) {
      try {
        source = new URL(doc.referrer).host;
      } catch {
        source = '';
      }
    }
    await send({ type: 'referral', data: { from: from.slice(0, 512), source: source.slice(0, 512), unique } });
    setBrowserCookie(COOKIES.regReferrer, from, REFERRAL_COOKIE_SECONDS);
  }
  const utmSource = q.get('utm_source');
  if (utmSource) {
    const pick = (k: string) => q.get(k)?.slice(0, 512) ?? undefined;
    await send({
      type: 'utm',
      data: {
        utm_source: utmSource.slice(0, 512),
        utm_medium: pick('utm_medium'),
        utm_campaign: pick('utm_campaign'),
        utm_id: pick('utm_id'),
        utm_content: pick('utm_content'),
      },
    });
  }
}
