import {
  IDENTITY_PATHS,
  LANGUAGES,
  LEGAL_DOCUMENTS,
  type LegalStatusReply,
  LEGAL_PATHS as P,
  PAYOUT_METHODS,
  TRAINING_PASS_SHARE,
} from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { type IdentityHarness, identityHarness, signIn, signUpConfirmed } from '../../../test/smtp.ts';
import { renderDocument } from './render.ts';
import { currentLegalVersions, currentVersion, LEGAL_VERSIONS } from './versions.ts';

const OPERATOR = {
  OPERATOR_NAME: 'Example <b>Labs</b> Ltd',
  OPERATOR_EMAIL: 'legal@example.com',
  OPERATOR_ADDRESS: '1 Test Street, Testville',
};

describe('legal document texts', () => {
  it('exist for every published version in every language, with every placeholder known', async () => {
    const config = testConfig(OPERATOR);
    for (const document of LEGAL_DOCUMENTS) {
      for (const { version } of LEGAL_VERSIONS[document]) {
        for (const language of LANGUAGES) {
          const { title, html } = await renderDocument(config, document, version, language);
          expect(title, `${document}/${version}.${language}`).not.toBe('');
          expect(html).toContain('Example &lt;b&gt;Labs&lt;/b&gt; Ltd');
          expect(html).toContain('href="mailto:legal@example.com"');
          expect(html).not.toMatch(/\{\{|<script|<b>Labs/);
        }
      }
    }
  });
});

describe.each(DATABASE_TARGETS)('legal documents on $name', (target) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityHarness(target, OPERATOR);
  });
  afterAll(() => h?.close());

  async function status(browser: Awaited<ReturnType<typeof signIn>>): Promise<LegalStatusReply> {
    const res = await browser.get(P.status);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('serves the current version of each document, rendered, with the operator from config', async () => {
    const res = await h.app.inject(`/api/v1/legal/privacy?language=ru`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      document: 'privacy',
      version: currentVersion('privacy').version,
      publishedAt: currentVersion('privacy').publishedAt,
      language: 'ru',
      title: 'Политика конфиденциальности',
    });
    expect(body.html).toContain('1 Test Street, Testville');
    expect(body.html).toContain('cs_sid');
    expect((await h.app.inject('/api/v1/legal/cookies')).statusCode).toBe(400);
  });

  it('says the operator has not filled in what is missing, never inventing it', async () => {
    const res = await h.app.inject('/api/v1/legal/terms?language=en');
    expect(res.json().html).toContain('not filled in by the operator yet');
  });

  it('records the current versions at sign-up: nothing is pending, the docs list shows them', async () => {
    const account = await signUpConfirmed(h);
    const browser = await signIn(h, account);
    const { documents } = await status(browser);
    expect(documents.map((d) => [d.document, d.version, d.acceptedVersion, d.pending])).toEqual(
      currentLegalVersions().map((v) => [v.document, v.version, v.version, false]),
    );
    const { agreements } = (await browser.get(IDENTITY_PATHS.agreements)).json();
    expect(agreements.map((a: { document: string }) => a.document).sort()).toEqual([...LEGAL_DOCUMENTS].sort());
  });

  it('asks for a version published after sign-up, records its acceptance and keeps the history', async () => {
    const account = await signUpConfirmed(h);
    const db = h.database.db;
    // The account accepted an earlier terms version only (as accounts made before a new version).
    await db.deleteFrom('agreementAcceptance').where('userId', '=', account.userId).execute();
    await db
      .insertInto('agreementAcceptance')
      .values({
        userId: account.userId,
        document: 'terms',
        version: '2026-11-01',
        acceptedAt: '2026-11-02T10:00:00Z',
        ip: null,
      })
      .execute();
    const browser = await signIn(h, account);
    const before = await status(browser);
    expect(before.documents.every((d) => d.pending)).toBe(true);
    expect(before.documents.find((d) => d.document === 'terms')?.acceptedVersion).toBe('2026-11-01');

    const stale = await browser.post(P.accept, { documents: [{ document: 'terms', version: '2026-11-01' }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('LEGAL_VERSION_OUTDATED');

    const accepted = await browser.post(P.accept, { documents: currentLegalVersions() });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().documents.every((d: { pending: boolean }) => !d.pending)).toBe(true);
    // Accepting again changes nothing.
    expect((await browser.post(P.accept, { documents: currentLegalVersions() })).statusCode).toBe(200);

    const { agreements } = (await browser.get(IDENTITY_PATHS.agreements)).json();
    const terms = agreements.filter((a: { document: string }) => a.document === 'terms');
    expect(terms.map((a: { version: string }) => a.version)).toEqual([currentVersion('terms').version, '2026-11-01']);
    const ip = await db
      .selectFrom('agreementAcceptance')
      .select('ip')
      .where('userId', '=', account.userId)
      .where('version', '=', currentVersion('terms').version)
      .executeTakeFirstOrThrow();
    expect(ip.ip).not.toBeNull();
  });

  it('is for signed-in users only', async () => {
    expect((await h.app.inject(P.status)).statusCode).toBe(400);
  });

  it('tells the operator and the worker terms for the landings', async () => {
    const op = (await h.app.inject(P.operator)).json();
    expect(op.operator).toMatchObject({ name: OPERATOR.OPERATOR_NAME, email: OPERATOR.OPERATOR_EMAIL, phone: null });
    await h.database.db
      .insertInto('price')
      .values({ priceKey: 'image_text', customerPer1000Micros: 1_000_000, workerPer1000Micros: 600_000 })
      .execute();
    const worker = (await h.app.inject(`${P.workerLanding}?currency=USD`)).json();
    expect(worker.pay).toContainEqual({ type: 'image_text', per1000: 0.6, per1000Micros: 600_000 });
    expect(worker.training.passShare).toBe(TRAINING_PASS_SHARE);
    expect(worker.payouts.map((p: { method: string }) => p.method)).toEqual([...PAYOUT_METHODS]);
  });
});
