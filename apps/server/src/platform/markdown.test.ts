import { describe, expect, it } from 'vitest';
import { renderArticle, renderDescription, renderLegal } from './markdown.ts';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<iframe src="https://evil.example"></iframe>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](javascript:alert(1))',
  '<style>body{display:none}</style>',
  '<div onclick="alert(1)">x</div>',
  '<svg onload=alert(1)>',
  '[x](vbscript:msgbox(1))',
];

describe('article Markdown', () => {
  it('never lets a script, frame, style, event attribute or script URL through', () => {
    for (const payload of PAYLOADS) {
      const { html } = renderArticle(`Before\n\n${payload}\n\nAfter ${payload}`);
      // Text that looks like markup is escaped; the real tags are checked.
      const tags = html.match(/<[^>]+>/g) ?? [];
      expect(html, payload).not.toMatch(/<(script|iframe|style|svg|div)\b/i);
      for (const tag of tags) {
        expect(tag, payload).not.toMatch(/\son\w+=/i);
        expect(tag, payload).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
      }
    }
  });

  it('shows raw HTML as text', () => {
    expect(renderArticle('<b>bold</b> and <script>x</script>').html).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; and &lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('anchors headings and lists h2 and h3 for the table of contents', () => {
    const { html, headings } = renderArticle('# Top\n\n## Get **a** key\n\n### Call it\n\n#### Detail\n\n## Get a key');
    expect(html).toContain('<h2 id="top">Top</h2>');
    expect(html).toContain('<h2 id="get-a-key">Get <strong>a</strong> key</h2>');
    expect(html).toContain('<h4 id="detail">Detail</h4>');
    expect(headings).toEqual([
      { id: 'top', text: 'Top', level: 2 },
      { id: 'get-a-key', text: 'Get a key', level: 2 },
      { id: 'call-it', text: 'Call it', level: 3 },
      { id: 'get-a-key-1', text: 'Get a key', level: 2 },
    ]);
  });

  it('highlights code, renders tables and task lists', () => {
    const { html } = renderArticle(
      '```python\nimport requests\n```\n\n```nosuchlang\n<b>\n```\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [x] done',
    );
    expect(html).toContain('<code class="hljs language-python"><span class="hljs-keyword">import</span> requests');
    expect(html).toContain('&lt;b&gt;');
    expect(html).toContain('<th align="center">b</th>');
    expect(html).toContain('<input type="checkbox" disabled checked />');
  });

  it('keeps images of this site only; external links nofollow in a new tab, internal ones as they are', () => {
    const { html } = renderArticle(
      '![ok](/files/abc_DEF-1/1280.webp) ![far](https://cdn.example/x.png) ![rel](//cdn.example/x.png) ' +
        '[out](https://example.com) [in](/pricing) [anchor](#top) [mail](mailto:a@example.com)',
    );
    expect(html).toContain('<img src="/files/abc_DEF-1/1280.webp" alt="ok" loading="lazy" />');
    expect(html).not.toContain('cdn.example');
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener" target="_blank">out</a>');
    expect(html).toContain('<a href="/pricing">in</a>');
    expect(html).toContain('<a href="#top">anchor</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });
});

describe('catalogue description Markdown', () => {
  it('keeps its profile: nofollow links, no images, headings under the title', () => {
    const html = renderDescription('# Title\n\n![x](/files/a/b.webp) [site](https://example.com) <script>x</script>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<img');
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(html).not.toContain('<script');
  });
});

describe('legal document Markdown', () => {
  it('keeps its profile: its own h1, plain links, tables; no images, code blocks or raw HTML', () => {
    const html = renderLegal(
      '# Terms\n\n## 1. Scope\n\nWrite to [us](mailto:legal@example.com) or [the site](https://example.com).\n\n' +
        '| a | b |\n|---|---|\n| 1 | 2 |\n\n![x](/files/a/b.webp)\n\n```\ncode\n```\n\n<b>bold</b>',
    );
    expect(html).toContain('<h1>Terms</h1>');
    expect(html).toContain('<h2>1. Scope</h2>');
    expect(html).toContain('<a href="mailto:legal@example.com">us</a>');
    expect(html).toContain('<a href="https://example.com">the site</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toMatch(/<img|<pre|<b>|rel=|target=/);
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('never lets a script, frame, style, event attribute or script URL through', () => {
    for (const payload of PAYLOADS) {
      const tags = renderLegal(`Before\n\n${payload}\n\nAfter ${payload}`).match(/<[^>]+>/g) ?? [];
      for (const tag of tags) {
        expect(tag, payload).toMatch(/^<\/?(p|a)\b/);
        expect(tag, payload).not.toMatch(/\son\w+=|(href|src)="\s*(javascript|data|vbscript):/i);
      }
    }
  });
});
