import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from './button.tsx';

/** The 0-based page of the 1-based `?page=` of the address bar, and a way to go to another. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: number) => {
    const out = new URLSearchParams(params);
    if (next > 0) out.set('page', String(next + 1));
    else out.delete('page');
    setParams(out);
  };
  return { page, go };
}

/**
 * Previous / "page N of M" / next, for a list shown a page at a time (`page` counts from 0).
 * Nothing when everything fits on the first page. The words are the common ones unless given.
 */
export function Pager(props: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
  label?: string;
  previous?: string;
  next?: string;
  /** "Page 2 of 5", already translated. */
  position?: string;
}) {
  const { t } = useTranslation('common');
  const { page, pages, onGo } = props;
  if (pages <= 1 && page === 0) return null;
  return (
    <nav className="row" aria-label={props.label ?? t('pager.label')}>
      <Button variant="ghost" disabled={page === 0} onClick={() => onGo(page - 1)}>
        {props.previous ?? t('pager.previous')}
      </Button>
      <span>{props.position ?? t('pager.position', { page: page + 1, pages })}</span>
      <Button variant="ghost" disabled={page + 1 >= pages} onClick={() => onGo(page + 1)}>
        {props.next ?? t('pager.next')}
      </Button>
    </nav>
  );
}
