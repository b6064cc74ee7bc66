// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipEntries as unzip } from '../apps/server/src/modules/recognition/extension-zip.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const { version } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

describe('the extension build', () => {
  let files = new Map<string, Buffer>();
  it('packs a Manifest V3 extension with the package version, its locales, and no remote code', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'extension-'));
    try {
      execFileSync(process.execPath, [path.join(here, 'build.mjs'), out], {
        env: { ...process.env, PUBLIC_URL: 'https://solve.example/' },
      });
      files = unzip(readFileSync(path.join(out, 'release', `crowdsolve-extension-${version}.zip`)));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const manifest = JSON.parse(String(files.get('manifest.json')));
    expect(manifest).toMatchObject({ manifest_version: 3, version, background: { service_worker: 'background.js' } });
    expect(manifest.permissions).toEqual(['storage', 'activeTab']);
    expect(manifest.host_permissions).toBeUndefined();
    for (const lang of ['en', 'ru', 'zh_CN']) {
      const messages = JSON.parse(String(files.get(`_locales/${lang}/messages.json`)));
      expect(Object.keys(messages).sort()).toEqual(
        Object.keys(JSON.parse(String(files.get('_locales/en/messages.json')))).sort(),
      );
    }
    const scripts = [...files.keys()].filter((n) => n.endsWith('.js') || n.endsWith('.html'));
    expect(scripts.sort()).toEqual(
      ['background.js', 'content.js', 'options.html', 'options.js', 'page-bridge.js', 'popup.html', 'popup.js'].sort(),
    );
    for (const name of scripts) {
      const text = String(files.get(name));
      // No script loaded from anywhere, no eval, no dynamic import.
      expect(text, name).not.toMatch(/<script[^>]+src=["']?https?:/i);
      expect(text, name).not.toMatch(/\bimport\s*\(|\beval\s*\(|new Function\s*\(|importScripts\s*\(/);
      expect(text, name).not.toMatch(/["'`]https?:\/\/[^"'`]*\.js\b/);
    }
    // Icons drawn from the site's mark, each a PNG of its size, named by the manifest and the toolbar button.
    for (const size of [16, 32, 48, 128]) {
      const png = files.get(`icons/icon-${size}.png`);
      expect(png?.subarray(0, 8).toString('hex'), `icon ${size}`).toBe('89504e470d0a1a0a');
      expect([png?.readUInt32BE(16), png?.readUInt32BE(20)]).toEqual([size, size]);
      expect(manifest.icons[String(size)]).toBe(`icons/icon-${size}.png`);
    }
    expect(manifest.action.default_icon).toEqual({ 16: 'icons/icon-16.png', 32: 'icons/icon-32.png' });
    // The service address it was built for is the default one.
    expect(String(files.get('background.js'))).toContain('"https://solve.example"');
  });
});
