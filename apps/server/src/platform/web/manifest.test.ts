import { describe, expect, it } from 'vitest';
import { type Manifest, screenPreloads } from './manifest.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_form.js': { file: 'assets/form-3.js', imports: ['_vendor.js'], css: ['assets/form-3.css', 'assets/index-1.css'] },
  'src/pages/login.tsx': { file: 'assets/login-4.js', imports: ['_form.js', '_vendor.js'] },
  'src/pages/home.tsx': { file: 'assets/home-5.js', imports: ['_vendor.js'] },
};

describe('screen preloads from the build manifest', () => {
  it("preloads the screen's chunk and the chunks it imports that the entry does not load", () => {
    const links = screenPreloads(manifest, 'src/pages/login.tsx');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/login-4.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/form-3.js">');
    expect(links).not.toContain('vendor-2.js');
    expect(links).not.toContain('index-1');
  });

  it('links the stylesheets of those chunks once', () => {
    const links = screenPreloads(manifest, 'src/pages/login.tsx');
    expect(links.match(/form-3\.css/g)).toHaveLength(1);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/form-3.css">');
  });

  it('gives only the chunk itself for a screen that shares everything else with the entry', () => {
    expect(screenPreloads(manifest, 'src/pages/home.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-5.js">',
    );
  });

  it('gives nothing for a module the manifest does not know', () => {
    expect(screenPreloads(manifest, 'src/pages/unknown.tsx')).toBe('');
  });
});
