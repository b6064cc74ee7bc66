import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HintProblem } from '../hints.ts';
import { ownsKey, useWindowKeys } from '../keys.ts';
import {
  AnswerRow,
  Instructions,
  KeyButton,
  type KindProps,
  LocalError,
  naturalPoint,
  Overlay,
  type Point,
  Stage,
} from './shared.tsx';

/** Coordinates: click the places asked for; numbered points, undo, min/max clicks. */
export function CoordinatesTask({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const [points, setPoints] = useState<Point[]>([]);
  const [problem, setProblem] = useState<HintProblem | null>(null);
  const image = task.image;
  const min = task.clicks?.min ?? 1;
  const max = task.clicks?.max;

  const add = (event: MouseEvent<HTMLDivElement>) => {
    if (!image) return;
    if (max !== undefined && points.length >= max) {
      setProblem({ key: 'check.maxClicks', values: { max } });
      return;
    }
    setProblem(null);
    setPoints([...points, naturalPoint(event.clientX, event.clientY, event.currentTarget, image)]);
  };
  const undo = () => {
    setProblem(null);
    setPoints(points.slice(0, -1));
  };
  const send = () => {
    if (points.length < min) return setProblem({ key: 'check.minClicks', values: { min } });
    onSubmit({ type: 'points', points });
  };
  useWindowKeys((event) => {
    if (ownsKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'Backspace' || (event.key === 'z' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      undo();
    }
  });

  return (
    <>
      <Instructions task={task} />
      <div className="work-media">
        {image ? (
          <Stage image={image} className="work-stage--clickable" onClick={add} data-testid="stage">
            <Overlay image={image}>
              {points.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: points are only added and removed at the end.
                <g key={i} className="work-point">
                  <circle cx={p.x} cy={p.y} r={Math.max(6, image.width / 50)} />
                  <text
                    x={p.x}
                    y={p.y}
                    dominantBaseline="central"
                    textAnchor="middle"
                    fontSize={Math.max(8, image.width / 45)}
                  >
                    {i + 1}
                  </text>
                </g>
              ))}
            </Overlay>
          </Stage>
        ) : null}
      </div>
      <div className="work-answer">
        <p className="muted" data-testid="points-count">
          {t('coordinates.count', { count: points.length })}
          {max !== undefined ? ` · ${t('coordinates.range', { min, max })}` : ` · ${t('coordinates.atLeast', { min })}`}
        </p>
        <AnswerRow sending={sending} onSend={send}>
          <KeyButton label={t('actions.undo')} shortcut="Backspace" onClick={undo} disabled={points.length === 0} />
        </AnswerRow>
        <LocalError problem={problem} />
      </div>
    </>
  );
}
