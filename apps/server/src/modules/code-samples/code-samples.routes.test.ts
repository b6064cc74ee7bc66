import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_SAMPLE_LANGS, CODE_SAMPLE_SOLVERS, type CodeSampleSet } from '@crowdsolve/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.ts';
import { SAMPLE_BASE_URL } from './code-samples.service.ts';
import { registerCodeSamples } from './index.ts';

const PUBLIC_URL = 'https://solve.example.org';

describe('GET /api/v1/code-samples/:lang', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerCodeSamples(app, { publicUrl: PUBLIC_URL });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([...CODE_SAMPLE_LANGS, ...CODE_SAMPLE_SOLVERS])(
    '%s: the files from samples/ with this deployment’s address in place of the default',
    async (lang) => {
      const res = await app.inject(`/api/v1/code-samples/${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const set = res.json() as CodeSampleSet;
      expect(set).toMatchObject({ lang, baseUrl: PUBLIC_URL, check: lang === 'csharp' ? 'none' : 'run' });
      expect(set.run.length).toBeGreaterThan(0);
      const solve = set.files.find((f) => f.role === 'solve');
      expect(solve?.code).toContain(PUBLIC_URL);
      for (const file of set.files) {
        expect(file.code).not.toContain(SAMPLE_BASE_URL);
        const onDisk = readFileSync(path.join(ROOT_DIR, 'samples', lang, file.name), 'utf8');
        expect(file.code).toBe(onDisk.replaceAll(SAMPLE_BASE_URL, PUBLIC_URL));
      }
      if ((CODE_SAMPLE_LANGS as readonly string[]).includes(lang)) {
        expect(set.files.map((f) => f.role)).toEqual(expect.arrayContaining(['solve', 'receiver']));
        // Every language shows the whole protocol: submit, poll, report, balance, pingback.
        for (const word of ['in.php', 'res.php', 'reportgood', 'reportbad', 'getbalance', 'add_pingback', 'pingback']) {
          expect(solve?.code, `${lang}: ${word}`).toContain(word);
        }
      }
    },
  );

  it('answers 400 for a language it has no samples in', async () => {
    const res = await app.inject('/api/v1/code-samples/cobol');
    expect(res.statusCode).toBe(400);
  });
});
