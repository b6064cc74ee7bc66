import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './renderer.ts';

describe('the template of the production build', () => {
  it("puts the app's stylesheets into the page and leaves everything else as it is", async () => {
    const template = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      '</head>',
    ].join('\n');
    const read = async (file: string) => (file === 'assets/index-3.css' ? 'body{color:red}' : '');
    const html = await inlineStylesheets(template, read);
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('index-3.css');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-2.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('cannot be closed early by the CSS it inlines', async () => {
    const html = await inlineStylesheets(
      '<link rel="stylesheet" href="/assets/a.css">',
      async () => 'a::after{content:"</style><script>"}',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
