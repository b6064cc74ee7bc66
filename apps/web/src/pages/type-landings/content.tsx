import { useTranslation } from 'react-i18next';

/** Paragraphs `<prefix>.1` … `<prefix>.<count>` of the landings2 catalogue. */
export function Paragraphs({ prefix, count }: { prefix: string; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of paragraphs
        <p key={i}>{t(`landings2:${prefix}.${i + 1}`)}</p>
      ))}
    </>
  );
}

/** Items `<prefix>.1` … `<prefix>.<count>` as a list. */
export function Items({ prefix, count, ordered = false }: { prefix: string; count: number; ordered?: boolean }) {
  const { t } = useTranslation();
  const items = Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of items
    <li key={i}>{t(`landings2:${prefix}.${i + 1}`)}</li>
  ));
  return ordered ? <ol className="steps">{items}</ol> : <ul>{items}</ul>;
}
