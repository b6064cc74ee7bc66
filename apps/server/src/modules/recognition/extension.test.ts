import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ExtensionReply, extensionDownloadPath, LANDING_PATHS } from '@crowdsolve/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { extensionRoutes, extensionVersion } from './extension.routes.ts';
import { zipEntries } from './extension-zip.ts';
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

    // The package as the build writes it.
    const out = mkdtempSync(path.join(tmpdir(), 'extension-build-'));
    execFileSync(process.execPath, [path.join(EXTENSION_DIR, 'build.mjs'), out]);
    const built = readFileSync(
      path.join(out, 'release', `crowdsolve-extension-${extensionVersion({ dir: EXTENSION_DIR })}.zip`),
    );
    rmSync(out, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'release'));
    writeFileSync(path.join(dir, 'release', 'crowdsolve-extension-1.2.3.zip'), built);

    const res = await app.inject({ url: extensionDownloadPath('1.2.3'), headers: { host: 'solve.example:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="crowdsolve-extension-1.2.3.zip"');
    // The download names the site it came from as the extension's service; the rest is the build's.
    const served = zipEntries(res.rawPayload);
    const original = zipEntries(built);
    expect(JSON.parse(String(served.get('config.json')))).toEqual({ host: 'http://solve.example:8443' });
    expect([...served.keys()].sort()).toEqual([...original.keys(), 'config.json'].sort());
    for (const [name, data] of original) expect(served.get(name)?.equals(data), name).toBe(true);
    // Its checksums and offsets hold (Info-ZIP's test, where installed).
    if (existsSync('/usr/bin/unzip')) {
      writeFileSync(path.join(dir, 'served.zip'), res.rawPayload);
      execFileSync('/usr/bin/unzip', ['-tq', path.join(dir, 'served.zip')]);
    }

    const after = await app.inject({ url: LANDING_PATHS.extension, headers: { host: 'solve.example:8443' } });
    expect(after.json()).toMatchObject({ size: res.rawPayload.length, available: true });
    expect(after.headers['cache-control']).toBe('public, max-age=300');
    // Only the current version is served.
    expect((await app.inject(extensionDownloadPath('1.2.2'))).statusCode).toBe(404);
  });

  it("the served version is the repository extension's (its manifest's) version", () => {
    const pkg = JSON.parse(readFileSync(path.join(EXTENSION_DIR, 'package.json'), 'utf8'));
    expect(extensionVersion({ dir: EXTENSION_DIR })).toBe(pkg.version);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
