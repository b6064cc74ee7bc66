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

const pointsAttr = (poly: Point[]) => poly.map((p) => `${p.x},${p.y}`).join(' ');

/** Canvas: outline the areas asked for with polygons (click the corners, close each shape). */
export function CanvasTask({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const image = task.image;
  const [polygons, setPolygons] = useState<Point[][]>([]);
  const [current, setCurrent] = useState<Point[]>([]);
  const [problem, setProblem] = useState<HintProblem | null>(null);

  const add = (event: MouseEvent<HTMLDivElement>) => {
    if (!image) return;
    setProblem(null);
    setCurrent([...current, naturalPoint(event.clientX, event.clientY, event.currentTarget, image)]);
  };
  const close = () => {
    if (current.length < 3) return setProblem({ key: 'check.polygonPoints' });
    setPolygons([...polygons, current]);
    setCurrent([]);
  };
  /** Removes the last point; with no open shape, reopens the last closed one. */
  const undo = () => {
    setProblem(null);
    if (current.length > 0) return setCurrent(current.slice(0, -1));
    const last = polygons.at(-1);
    if (!last) return;
    setPolygons(polygons.slice(0, -1));
    setCurrent(last);
  };
  const send = () => {
    if (current.length > 0 && current.length < 3) return setProblem({ key: 'check.polygonPoints' });
    const all = current.length >= 3 ? [...polygons, current] : polygons;
    if (all.length === 0) return setProblem({ key: 'check.noPolygons' });
    onSubmit({ type: 'polygons', polygons: all });
  };
  useWindowKeys((event) => {
    if (ownsKey(event) || event.altKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'Backspace' || (event.key === 'z' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      undo();
    } else if (event.key === 'c' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      close();
    }
  });

  const r = image ? Math.max(3, image.width / 120) : 3;
  return (
    <>
      <Instructions task={task} />
      <div className="work-media">
        {image ? (
          <Stage image={image} className="work-stage--clickable" onClick={add} data-testid="stage">
            <Overlay image={image}>
              {polygons.map((poly, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: shapes are only added and removed at the end.
                <polygon key={i} className="work-shape" points={pointsAttr(poly)} />
              ))}
              {current.length > 0 ? (
                <polyline className="work-shape work-shape--open" points={pointsAttr(current)} />
              ) : null}
              {current.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: points are only added and removed at the end.
                <circle key={i} className="work-vertex" cx={p.x} cy={p.y} r={r} />
              ))}
            </Overlay>
          </Stage>
        ) : null}
      </div>
      <div className="work-answer">
        <p className="muted">{t('canvas.help', { count: polygons.length })}</p>
        <AnswerRow sending={sending} onSend={send}>
          <KeyButton
            label={t('actions.undo')}
            shortcut="Backspace"
            onClick={undo}
            disabled={current.length === 0 && polygons.length === 0}
          />
          <KeyButton label={t('canvas.close')} shortcut="C" onClick={close} disabled={current.length < 3} />
        </AnswerRow>
        <LocalError problem={problem} />
      </div>
    </>
  );
}
