import { resources } from '@crowdsolve/i18n';
import { describe, expect, it } from 'vitest';
import { htmlToText, renderMail } from './render.ts';

describe('renderMail', () => {
  const content = {
    subject: 'Hello',
    paragraphs: ['Dear <user> & co', 'Second'],
    action: { label: 'Open', url: 'https://x.test/a?b=1&c="2"' },
  };

  it('writes the same content as plain text and as escaped HTML', () => {
    const mail = renderMail('en', content);
    expect(mail.subject).toBe('Hello');
    expect(mail.text).toContain('Dear <user> & co\n\nSecond');
    expect(mail.text).toContain('Open: https://x.test/a?b=1&c="2"');
    expect(mail.html).toContain('Dear &lt;user&gt; &amp; co');
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(mail.html).not.toContain('<user>');
  });

  it('signs in the recipient’s language', () => {
    expect(renderMail('ru', content).text).toContain(resources.ru.mail.layout.signature);
    expect(renderMail('zh', content).html).toContain('lang="zh"');
  });

  it('turns sanitized message HTML into readable text', () => {
    expect(htmlToText('<p>Hi <b>there</b></p><p>a &amp; b</p><ul><li>one</li></ul>')).toBe('Hi there\na & b\none');
  });
});
