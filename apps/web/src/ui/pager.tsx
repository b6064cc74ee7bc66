import { Button } from './button.tsx';

/** Previous / "page N of M" / next, for a list shown a page at a time (`page` counts from 0). */
export function Pager(props: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", already translated. */
  position: string;
}) {
  const { page, pages, onGo } = props;
  return (
    <nav className="row" aria-label={props.label}>
      <Button variant="ghost" disabled={page === 0} onClick={() => onGo(page - 1)}>
        {props.previous}
      </Button>
      <span>{props.position}</span>
      <Button variant="ghost" disabled={page + 1 >= pages} onClick={() => onGo(page + 1)}>
        {props.next}
      </Button>
    </nav>
  );
}
