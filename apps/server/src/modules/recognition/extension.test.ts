import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ExtensionReply, extensionDownloadPath, LANDING_PATHS } from '@crowdsolve/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { extensionRoutes, extensionVersion } from './extension.routes.ts';
import { EXTENSION_DIR } from './index.ts';

describe('the browser extension download', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'extension-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@crowdsolve/extension', version: '1.2.3' }));
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(extensionRoutes({ dir }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says the package is not there until it is built, then serves the versioned zip', async () => {
    const before = (await app.inject(LANDING_PATHS.extension)).json() as ExtensionReply;
    expect(before).toEqual({
      version: '1.2.3',
      fileName: 'crowdsolve-extension-1.2.3.zip',
      url: '/downloads/crowdsolve-extension-1.2.3.zip',
      size: null,
      available: false,
    });
    expect((await app.inject(extensionDownloadPath('1.2.3'))).statusCode).toBe(404);

    const zip = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'binary');
    mkdirSync(path.join(dir, 'release'));
    writeFileSync(path.join(dir, 'release', 'crowdsolve-extension-1.2.3.zip'), zip);
    const after = await app.inject(LANDING_PATHS.extension);
    expect(after.json()).toMatchObject({ size: 22, available: true });
    expect(after.headers['cache-control']).toBe('public, max-age=300');

    const res = await app.inject(extensionDownloadPath('1.2.3'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="crowdsolve-extension-1.2.3.zip"');
    expect(res.rawPayload.equals(zip)).toBe(true);
    // Only the current version is served.
    expect((await app.inject(extensionDownloadPath('1.2.2'))).statusCode).toBe(404);
  });

  it("the served version is the repository extension's (its manifest's) version", () => {
    const pkg = JSON.parse(readFileSync(path.join(EXTENSION_DIR, 'package.json'), 'utf8'));
    expect(extensionVersion({ dir: EXTENSION_DIR })).toBe(pkg.version);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
