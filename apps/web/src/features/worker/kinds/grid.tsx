import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HintProblem } from '../hints.ts';
import { ownsKey, useWindowKeys } from '../keys.ts';
import { AnswerRow, Instructions, KeyButton, type KindProps, LocalError, Stage } from './shared.tsx';

/** Grid: toggle the tiles that match; cells count from 1, row by row. Keys 1–9 toggle the first nine. */
export function GridTask({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const rows = task.grid?.rows ?? 3;
  const columns = task.grid?.columns ?? 3;
  const total = rows * columns;
  const min = task.clicks?.min ?? 1;
  const max = task.clicks?.max ?? total;
  const [cells, setCells] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<HintProblem | null>(null);

  const toggle = (cell: number) => {
    setProblem(null);
    const next = new Set(cells);
    if (next.has(cell)) next.delete(cell);
    else next.add(cell);
    setCells(next);
  };
  const send = () => {
    if (cells.size < min) return setProblem({ key: 'check.minCells', values: { min } });
    if (cells.size > max) return setProblem({ key: 'check.maxCells', values: { max } });
    onSubmit({ type: 'cells', cells: [...cells].sort((a, b) => a - b) });
  };
  const noMatch = () => onSubmit({ type: 'no_match' });
  useWindowKeys((event) => {
    if (ownsKey(event) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (/^[1-9]$/.test(event.key) && Number(event.key) <= total) {
      event.preventDefault();
      toggle(Number(event.key));
    } else if (event.key === '0' && task.canNoAnswer) {
      event.preventDefault();
      noMatch();
    }
  });

  const numbers = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <>
      <Instructions task={task} />
      <div className="work-media">
        {task.image ? (
          <Stage image={task.image}>
            <div
              className="work-grid"
              style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
            >
              {numbers.map((n) => (
                <button
                  key={n}
                  type="button"
                  className="work-grid__cell"
                  aria-pressed={cells.has(n)}
                  aria-label={t('grid.cell', { n })}
                  onClick={() => toggle(n)}
                >
                  <span>{n}</span>
                </button>
              ))}
            </div>
          </Stage>
        ) : null}
      </div>
      <div className="work-answer">
        <p className="muted">{t('grid.selected', { count: cells.size, min, max })}</p>
        <AnswerRow sending={sending} onSend={send}>
          {task.canNoAnswer ? (
            <KeyButton label={t('grid.noMatch')} shortcut="0" onClick={noMatch} disabled={sending} />
          ) : null}
        </AnswerRow>
        <LocalError problem={problem} />
      </div>
    </>
  );
}
