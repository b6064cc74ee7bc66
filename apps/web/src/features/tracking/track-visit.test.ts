import { COOKIES, REFERRAL_COOKIE_SECONDS, type TrackEventBody } from '@crowdsolve/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies } from '../../lib/cookies.ts';
import { trackVisit } from './track-visit.ts';

function clearCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookie
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

function sender() {
  const sent: TrackEventBody[] = [];
  const send = vi.fn(async (body: TrackEventBody) => {
    sent.push(body);
    return { id: sent.length };
  });
  return { sent, send };
}

const url = (query: string) => new URL(`https://crowdsolve.test/pricing${query}`);
const regReferrer = () => parseCookies(document.cookie)[COOKIES.regReferrer];

beforeEach(() => clearCookie(COOKIES.regReferrer));
afterEach(() => {
  clearCookie(COOKIES.regReferrer);
  vi.restoreAllMocks();
});

describe('trackVisit', () => {
  it('sends nothing and sets no cookie without from or utm_source', async () => {
    const { send } = sender();
    await trackVisit(url('?utm_medium=cpc&source=x'), { cookie: '', referrer: 'https://google.com/' }, send);
    expect(send).not.toHaveBeenCalled();
    expect(regReferrer()).toBeUndefined();
  });

  it('sends a unique referral when there is no reg_referrer cookie and remembers it', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=partner1&source=forum'), { cookie: 'lang=en', referrer: '' }, send);
    expect(sent).toEqual([{ type: 'referral', data: { from: 'partner1', source: 'forum', unique: true } }]);
    expect(regReferrer()).toBe('partner1');
  });

  it('sends a non-unique referral when a reg_referrer cookie is there', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=partner1'), { cookie: `lang=ru; ${COOKIES.regReferrer}=old`, referrer: '' }, send);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'referral', data: { from: 'partner1', unique: false } });
    expect(regReferrer()).toBe('partner1');
  });

  it('sets the referral cookie for three days on the whole site', async () => {
    const writes: string[] = [];
    const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      real?.set?.call(document, v);
    });
    await trackVisit(url('?from=a%20b'), { cookie: '', referrer: '' }, sender().send);
    expect(writes).toHaveLength(1);
    const parts = writes[0]?.split(';').map((p) => p.trim()) ?? [];
    expect(parts[0]).toBe(`${COOKIES.regReferrer}=a%20b`);
    expect(parts).toContain(`Max-Age=${REFERRAL_COOKIE_SECONDS}`);
    expect(REFERRAL_COOKIE_SECONDS).toBe(3 * 24 * 60 * 60);
    expect(parts).toContain('Path=/');
  });

  it('takes source from the query over the referrer', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=p&source=newsletter'), { cookie: '', referrer: 'https://blog.example.org/x' }, send);
    expect(sent[0]).toMatchObject({ data: { source: 'newsletter' } });
  });

  it('takes source from the referrer host when the query has none', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=p'), { cookie: '', referrer: 'https://blog.example.org:8443/post?id=1' }, send);
    expect(sent[0]).toEqual({ type: 'referral', data: { from: 'p', source: 'blog.example.org:8443', unique: true } });
  });

  it('sends an empty source when there is neither query source nor a usable referrer', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=p'), { cookie: '', referrer: '' }, send);
    expect(sent[0]).toMatchObject({ data: { source: '' } });
    await trackVisit(url('?from=p'), { cookie: '', referrer: 'not a url' }, send);
    expect(sent[1]).toMatchObject({ data: { source: '' } });
  });

  it('cuts long values to 512 characters', async () => {
    const { send, sent } = sender();
    const long = 'x'.repeat(600);
    await trackVisit(url(`?from=${long}&source=${long}&utm_source=${long}`), { cookie: '', referrer: '' }, send);
    const referral = sent.find((e) => e.type === 'referral');
    const utm = sent.find((e) => e.type === 'utm');
    expect(referral?.type === 'referral' && referral.data.from.length).toBe(512);
    expect(referral?.type === 'referral' && referral.data.source?.length).toBe(512);
    expect(utm?.type === 'utm' && utm.data.utm_source.length).toBe(512);
  });

  it('sends a utm event with the utm fields', async () => {
    const { send, sent } = sender();
    await trackVisit(
      url('?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_id=42&utm_content=banner&other=1'),
      { cookie: '', referrer: '' },
      send,
    );
    expect(sent).toEqual([
      {
        type: 'utm',
        data: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_id: '42', utm_content: 'banner' },
      },
    ]);
    expect(regReferrer()).toBeUndefined();
  });

  it('leaves absent utm fields undefined', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?utm_source=bing'), { cookie: '', referrer: '' }, send);
    expect(sent).toHaveLength(1);
    const event = sent[0];
    expect(event?.type).toBe('utm');
    if (event?.type !== 'utm') return;
    expect(event.data.utm_source).toBe('bing');
    expect(event.data.utm_medium).toBeUndefined();
    expect(event.data.utm_campaign).toBeUndefined();
    expect(event.data.utm_id).toBeUndefined();
    expect(event.data.utm_content).toBeUndefined();
  });

  it('sends no utm event for utm fields without utm_source', async () => {
    const { send } = sender();
    await trackVisit(url('?utm_medium=cpc&utm_campaign=x'), { cookie: '', referrer: '' }, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends both a referral and a utm event when both are present', async () => {
    const { send, sent } = sender();
    await trackVisit(url('?from=p1&utm_source=mail'), { cookie: '', referrer: '' }, send);
    expect(sent.map((e) => e.type)).toEqual(['referral', 'utm']);
  });

  it('does not set the cookie when sending the referral fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('network down');
    });
    await expect(trackVisit(url('?from=partner1'), { cookie: '', referrer: '' }, send)).rejects.toThrow('network down');
    expect(regReferrer()).toBeUndefined();
  });
});
