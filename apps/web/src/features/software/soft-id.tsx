import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy.ts';
import { Button } from '../../ui/button.tsx';
import { CodeBlock } from '../../ui/code-block.tsx';
import { CheckIcon, CopyIcon } from '../../ui/icons.tsx';

/** The request examples passing a soft_id: API v1 (`soft_id`) and v2 (`softId`). */
export function softIdSnippets(softId: number, origin: string) {
  return {
    v1: [
      `curl ${origin}/in.php \\`,
      '  -F key=YOUR_API_KEY -F method=post -F json=1 \\',
      `  -F soft_id=${softId} \\`,
      '  -F file=@captcha.png',
    ].join('\n'),
    v2: JSON.stringify(
      {
        clientKey: 'YOUR_API_KEY',
        task: { type: 'ImageToTextTask', body: 'BASE64_IMAGE' },
        softId,
      },
      null,
      2,
    ),
  };
}

/** The soft_id with a Copy button and how a client sends it with each task. */
export function SoftIdPanel({ softId, origin }: { softId: number; origin: string }) {
  const { t } = useTranslation('software');
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const snippets = softIdSnippets(softId, origin);
  return (
    <section className="section software-softid" aria-labelledby="software-softid">
      <h2 id="software-softid">{t('item.softId')}</h2>
      <p className="software-softid__value">
        <code ref={ref} data-testid="soft-id">
          {softId}
        </code>
        <Button variant="ghost" onClick={async () => setCopied(await copyText(String(softId), ref.current))}>
          {copied === 'copied' ? <CheckIcon size={16} aria-hidden="true" /> : <CopyIcon size={16} aria-hidden="true" />}
          {t('common:copy.button')}
        </Button>
        <span role="status" className="muted">
          {copied ? t(`common:copy.${copied}`) : null}
        </span>
      </p>
      <p className="muted">{t('item.softIdText')}</p>
      <CodeBlock title={t('item.snippetV1')} code={snippets.v1} testId="soft-id-v1" />
      <CodeBlock title={t('item.snippetV2')} code={`POST ${origin}/createTask\n${snippets.v2}`} testId="soft-id-v2" />
    </section>
  );
}
