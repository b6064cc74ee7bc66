import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon, CopyIcon } from '../../ui/icons.tsx';

/** A Copy button; when the clipboard is unavailable it selects `target` and says how to copy. */
export function CopyButton({
  text,
  target,
  label,
}: {
  text: string;
  target: RefObject<HTMLElement | null>;
  label?: string;
}) {
  const { t } = useTranslation('profile');
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);
  return (
    <>
      <Button variant="ghost" onClick={async () => setResult(await copyText(text, target.current))}>
        {result === 'copied' ? <CheckIcon size={16} aria-hidden="true" /> : <CopyIcon size={16} aria-hidden="true" />}
        {label ?? t('copy.button')}
      </Button>
      <span role="status" className="muted">
        {result ? t(`copy.${result}`) : null}
      </span>
    </>
  );
}
