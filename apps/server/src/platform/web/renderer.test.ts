import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets } from './renderer.ts';

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

describe('filling the template', () => {
  const template =
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>';
  const page = {
    kind: 'page',
    status: 200,
    lang: 'ru',
    head: '<title>t</title>',
    html: '<p>x</p>',
    state: '{}',
    module: 'src/m',
  } as const;

  it("puts the visitor's chosen theme on <html> so the first paint has it", () => {
    expect(fillTemplate(template, { ...page, theme: 'dark' })).toContain('<html lang="ru" data-theme="dark">');
  });

  it('leaves the theme to the system when none was chosen', () => {
    expect(fillTemplate(template, { ...page, theme: null })).toContain('<html lang="ru">');
  });
});
