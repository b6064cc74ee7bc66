import {
  DEMO_CHALLENGE_TTL_MS,
  DEMO_PATHS,
  type DemoReply,
  type DemoVerifyReply,
  demoPath,
  FIRST_PARTY_DEMO_SLUGS,
  type FirstPartyDemo,
  type FirstPartyDemoSlug,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { uniqueIp } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { rightInput } from './demo.generators.ts';
import { demoRepo } from './demo.repo.ts';
import { type ChallengeSealer, challengeSealer } from './demo.token.ts';

/** A wrong answer in each demo's format. */
const WRONG: Record<FirstPartyDemoSlug, (right: string) => string> = {
  normal: (right) => (right.startsWith('A') ? 'XXXX' : `A${right.slice(1)}`),
  text: (right) => String(Number(right) + 1),
  rotatecaptcha: (right) => String((Number(right) + 90) % 360),
  clickcaptcha: () => '1,1;2,2',
  grid: (right) => (right === '1' ? '2' : '1'),
};

describe.each(DATABASE_TARGETS)('demo captchas on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let sealer: ChallengeSealer;
  const clock = manualClock(new Date('2026-11-20T12:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    sealer = challengeSealer(await demoRepo.secret(database.db));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (slug: string, query = '', ip = uniqueIp()) =>
    app.inject({ url: `${demoPath(DEMO_PATHS.demo, slug)}${query}`, remoteAddress: ip });
  const draw = async (slug: string, query = '') => {
    const res = await get(slug, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<DemoReply>() as FirstPartyDemo;
  };
  const verify = async (slug: string, body: object) => {
    const res = await app.inject({
      method: 'POST',
      url: demoPath(DEMO_PATHS.verify, slug),
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DemoVerifyReply>();
  };
  /** What a person who solved the challenge types into the answer input. */
  const solved = (demo: FirstPartyDemo) => {
    const payload = sealer.open(demo.challenge);
    if (!payload) throw new Error('the challenge does not open');
    return rightInput(demo.generator, payload.answer);
  };

  it('draws each first-party demo; the right answer verifies once, a second time is `used`', async () => {
    for (const slug of FIRST_PARTY_DEMO_SLUGS) {
      const demo = await draw(slug);
      expect(demo).toMatchObject({ kind: 'first-party', slug, generator: slug });
      expect(Date.parse(demo.expiresAt) - clock.now().getTime()).toBe(DEMO_CHALLENGE_TTL_MS);
      if (slug !== 'text') {
        expect(demo.image).toMatch(/^data:image\/png;base64,/);
        const meta = await sharp(Buffer.from(demo.image?.split(',')[1] ?? '', 'base64')).metadata();
        expect([meta.width, meta.height]).toEqual([demo.imageWidth, demo.imageHeight]);
        expect(demo.instruction).toBeTruthy();
      } else expect(demo.question).toBeTruthy();
      const answer = solved(demo);
      expect(await verify(slug, { challenge: demo.challenge, answer }), slug).toEqual({ ok: true });
      expect(await verify(slug, { challenge: demo.challenge, answer })).toEqual({ ok: false, reason: 'used' });
    }
    const taskKinds = await Promise.all(FIRST_PARTY_DEMO_SLUGS.map(async (s) => (await draw(s)).taskKind));
    expect(taskKinds).toEqual(['image_text', 'text', 'rotate', 'coordinates', 'grid']);
  });

  it('says `wrong` for a wrong answer (and spends the challenge), `invalid` for one not in the format', async () => {
    for (const slug of FIRST_PARTY_DEMO_SLUGS) {
      const demo = await draw(slug);
      const wrong = WRONG[slug](solved(demo));
      expect(await verify(slug, { challenge: demo.challenge, answer: wrong }), slug).toEqual({
        ok: false,
        reason: 'wrong',
      });
      expect(await verify(slug, { challenge: demo.challenge, answer: solved(demo) })).toEqual({
        ok: false,
        reason: 'used',
      });
    }
    const click = await draw('clickcaptcha');
    expect(await verify('clickcaptcha', { challenge: click.challenge, answer: 'the red one' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('takes answers as the input holds them: any case and spacing, any order, rotations near upright', async () => {
    const normal = await draw('normal');
    const text = ` ${solved(normal).toLowerCase().split('').join(' ')} `;
    expect(await verify('normal', { challenge: normal.challenge, answer: text })).toEqual({ ok: true });
    const click = await draw('clickcaptcha');
    const reversed = solved(click).split(';').reverse().join(' ; ');
    expect(await verify('clickcaptcha', { challenge: click.challenge, answer: reversed })).toEqual({ ok: true });
    const grid = await draw('grid');
    const tiles = solved(grid).split(',').reverse().join(', ');
    expect(await verify('grid', { challenge: grid.challenge, answer: tiles })).toEqual({ ok: true });
    const rotate = await draw('rotatecaptcha');
    const near = String(Number(solved(rotate)) + 360 + 8);
    expect(await verify('rotatecaptcha', { challenge: rotate.challenge, answer: near })).toEqual({ ok: true });
    const anticlockwise = await draw('rotatecaptcha');
    const minus = String(Number(solved(anticlockwise)) - 360);
    expect(await verify('rotatecaptcha', { challenge: anticlockwise.challenge, answer: minus })).toEqual({ ok: true });
  });

  it('says `expired` after ten minutes, even for the right answer', async () => {
    const demo = await draw('text');
    const answer = solved(demo);
    clock.advance(DEMO_CHALLENGE_TTL_MS + 1000);
    try {
      expect(await verify('text', { challenge: demo.challenge, answer })).toEqual({ ok: false, reason: 'expired' });
    } finally {
      clock.advance(-(DEMO_CHALLENGE_TTL_MS + 1000));
    }
    const fresh = await draw('text');
    clock.advance(DEMO_CHALLENGE_TTL_MS - 1000);
    try {
      expect(await verify('text', { challenge: fresh.challenge, answer: solved(fresh) })).toEqual({ ok: true });
    } finally {
      clock.advance(-(DEMO_CHALLENGE_TTL_MS - 1000));
    }
  });

  it('says `invalid` for a forged, garbled or other demo’s challenge; the answer is not readable in it', async () => {
    const demo = await draw('text');
    const answer = solved(demo);
    const [version, body, signature] = demo.challenge.split('.') as [string, string, string];
    // The body, decoded, shows nothing of the answer or the payload.
    expect(Buffer.from(body, 'base64url').toString('latin1')).not.toContain('answer');
    // Signed with another installation's secret.
    const foreign = challengeSealer(Buffer.alloc(32, 7)).seal({
      id: 'forged-challenge-0001',
      slug: 'text',
      exp: clock.now().getTime() + 60_000,
      answer: '1',
    });
    const flipped = `${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}`;
    for (const challenge of [
      foreign,
      `${version}.${flipped}.${signature}`,
      `${version}.${body}.${signature.slice(0, -2)}`,
      'v1.nonsense.signature',
      'garbage',
    ]) {
      expect(await verify('text', { challenge, answer: '1' }), challenge).toEqual({ ok: false, reason: 'invalid' });
    }
    // A real challenge on another demo's verify.
    expect(await verify('normal', { challenge: demo.challenge, answer })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify('text', { challenge: demo.challenge, answer })).toEqual({ ok: true });
  });

  it('asks questions and gives instructions in English, Russian and Chinese (else English)', async () => {
    const en = await draw('text', '?language=en');
    const ru = await draw('text', '?language=ru');
    const zh = await draw('text', '?language=zh');
    const other = await draw('text', '?language=de');
    expect(en.question).toMatch(/^[\x20-\x7e]+$/);
    expect(ru.question).toMatch(/[а-яё]/i);
    expect(zh.question).toMatch(/[\u4e00-\u9fff]/);
    expect(other.question).toMatch(/^[\x20-\x7e]+$/);
    expect(await verify('text', { challenge: ru.challenge, answer: solved(ru) })).toEqual({ ok: true });
    expect((await draw('clickcaptcha', '?language=ru')).instruction).toMatch(/^Нажмите на .+ и .+/);
    expect((await draw('clickcaptcha', '?language=zh')).instruction).toMatch(/^请点击.+和.+/);
    expect((await draw('clickcaptcha')).instruction).toMatch(/^Click the (red|blue|green|yellow) \w+ and the/);
    expect((await draw('grid', '?language=zh')).instruction).toMatch(/[\u4e00-\u9fff]/);
    expect((await draw('rotatecaptcha', '?language=ru')).instruction).toMatch(/градус/);
    const grid = await draw('grid');
    expect(grid.grid).toEqual({ rows: 3, cols: 3 });
    expect(grid.instructionImage).toMatch(/^data:image\/png;base64,/);
  });

  it('shows a task type’s generic demo for its slug, its own demo when it has one; unknown slugs are 404', async () => {
    const funcaptcha = await draw('funcaptcha');
    expect(funcaptcha).toMatchObject({ slug: 'funcaptcha', generator: 'rotatecaptcha', genericOf: 'funcaptcha' });
    expect(funcaptcha.taskKind).toBe('rotate');
    expect(await verify('funcaptcha', { challenge: funcaptcha.challenge, answer: solved(funcaptcha) })).toEqual({
      ok: true,
    });
    expect(await draw('bounding-box')).toMatchObject({ slug: 'bounding-box', generator: 'clickcaptcha' });
    expect(await draw('image_text')).toMatchObject({ slug: 'normal', generator: 'normal' });
    expect((await draw('image_text')).genericOf).toBeUndefined();
    expect((await get('solvemedia')).json()).toEqual({ kind: 'defunct', slug: 'solvemedia' });
    expect((await get('recaptcha_v2')).json()).toMatchObject({ kind: 'third-party', slug: 'recaptcha-v2' });
    for (const slug of ['no-such-demo', 'IMAGE_TEXT', 'recaptcha-v9']) {
      const res = await get(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.code).toBe('ERROR_NOT_FOUND');
    }
    const res = await app.inject({
      method: 'POST',
      url: demoPath(DEMO_PATHS.verify, 'no-such-demo'),
      payload: { challenge: 'x', answer: 'y' },
    });
    expect(res.statusCode).toBe(404);
    // A token on a first-party demo is not its kind of answer.
    const wrongKind = await app.inject({
      method: 'POST',
      url: demoPath(DEMO_PATHS.verify, 'text'),
      payload: { token: 'x' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('lets one of two simultaneous verifications of a challenge through; every node shares the secret', async () => {
    const demo = await draw('grid');
    const answer = solved(demo);
    const replies = await Promise.all([1, 2, 3].map(() => verify('grid', { challenge: demo.challenge, answer })));
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    expect(replies.filter((r) => r.reason === 'used')).toHaveLength(2);
    // Another node reads the same secret, so it opens this node's challenges.
    const again = challengeSealer(await demoRepo.secret(database.db));
    expect(again.open(demo.challenge)?.slug).toBe('grid');
  });

  it('forgets spent challenges once they have expired (a replay would say `expired` anyway)', async () => {
    expect(await demoRepo.usedCount(database.db)).toBeGreaterThan(5);
    const later = DEMO_CHALLENGE_TTL_MS + 60_000;
    clock.advance(later);
    try {
      const demo = await draw('text');
      expect(await verify('text', { challenge: demo.challenge, answer: solved(demo) })).toEqual({ ok: true });
      expect(await demoRepo.usedCount(database.db)).toBe(1);
    } finally {
      clock.advance(-later);
    }
  });

  it('limits drawing per address', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await get('text', '', ip)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await get('text')).statusCode).toBe(200);
  });
});
