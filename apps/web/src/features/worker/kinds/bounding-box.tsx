import type { WorkerImage } from '@crowdsolve/contract';
import { type PointerEvent, useRef, useState } from 'react';
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
  type Point,
  Stage,
} from './shared.tsx';

export interface Box {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}
type Corner = 'nw' | 'ne' | 'sw' | 'se';
type Drag =
  | { mode: 'draw'; start: Point }
  | { mode: 'move'; index: number; start: Point; orig: Box }
  | { mode: 'resize'; index: number; corner: Corner };

const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];
/** Smallest box kept after drawing, natural pixels. */
const MIN_SIDE = 3;

/** A box from two corners, inside the image (edges may touch its width and height). */
export function boxFrom(a: Point, b: Point, image: WorkerImage): Box {
  const cx = (v: number) => Math.min(Math.max(v, 0), image.width);
  const cy = (v: number) => Math.min(Math.max(v, 0), image.height);
  return {
    xMin: cx(Math.min(a.x, b.x)),
    xMax: cx(Math.max(a.x, b.x)),
    yMin: cy(Math.min(a.y, b.y)),
    yMax: cy(Math.max(a.y, b.y)),
  };
}

/** A box shifted by (dx, dy), kept whole inside the image. */
function shifted(box: Box, dx: number, dy: number, image: WorkerImage): Box {
  const w = box.xMax - box.xMin;
  const h = box.yMax - box.yMin;
  const x = Math.min(Math.max(box.xMin + dx, 0), image.width - w);
  const y = Math.min(Math.max(box.yMin + dy, 0), image.height - h);
  return { xMin: x, xMax: x + w, yMin: y, yMax: y + h };
}

/** Bounding box: draw boxes around the objects; drag a box to move it, a corner to resize, Delete removes. */
export function BoundingBoxTask({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const image = task.image;
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [draft, setDraft] = useState<Box | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<HintProblem | null>(null);

  const at = (e: PointerEvent) =>
    stage.current && image ? naturalPoint(e.clientX, e.clientY, stage.current, image) : null;
  const replace = (index: number, box: Box) => setBoxes((all) => all.map((b, i) => (i === index ? box : b)));

  const down = (e: PointerEvent<HTMLDivElement>) => {
    const p = at(e);
    if (!p || !image) return;
    stage.current?.setPointerCapture?.(e.pointerId);
    const target = e.target as HTMLElement;
    const index = target.dataset.box === undefined ? null : Number(target.dataset.box);
    const corner = target.dataset.corner as Corner | undefined;
    const box = index === null ? undefined : boxes[index];
    setProblem(null);
    if (index !== null && box) {
      setSelected(index);
      drag.current = corner ? { mode: 'resize', index, corner } : { mode: 'move', index, start: p, orig: box };
    } else {
      setSelected(null);
      drag.current = { mode: 'draw', start: p };
      setDraft(boxFrom(p, p, image));
    }
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const p = d && at(e);
    if (!d || !p || !image) return;
    if (d.mode === 'draw') setDraft(boxFrom(d.start, p, image));
    else if (d.mode === 'move') replace(d.index, shifted(d.orig, p.x - d.start.x, p.y - d.start.y, image));
    else {
      const b = boxes[d.index];
      if (!b) return;
      const fixed = { x: d.corner.includes('w') ? b.xMax : b.xMin, y: d.corner.includes('n') ? b.yMax : b.yMin };
      replace(d.index, boxFrom(fixed, p, image));
    }
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.mode === 'draw' && draft) {
      if (draft.xMax - draft.xMin >= MIN_SIDE && draft.yMax - draft.yMin >= MIN_SIDE) {
        setBoxes([...boxes, draft]);
        setSelected(boxes.length);
      }
      setDraft(null);
    }
  };
  const remove = (index: number | null) => {
    if (index === null) return;
    setBoxes(boxes.filter((_, i) => i !== index));
    setSelected(null);
  };
  const send = () => {
    const valid = boxes.filter((b) => b.xMin < b.xMax && b.yMin < b.yMax);
    if (valid.length === 0) return setProblem({ key: 'check.noBoxes' });
    onSubmit({ type: 'boxes', boxes: valid });
  };
  useWindowKeys((event) => {
    if (ownsKey(event) || !image) return;
    const step = event.shiftKey ? 10 : 1;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const box = selected === null ? undefined : boxes[selected];
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected !== null) {
      event.preventDefault();
      remove(selected);
    } else if (arrows[event.key] && box && selected !== null) {
      event.preventDefault();
      const [dx, dy] = arrows[event.key] ?? [0, 0];
      replace(selected, shifted(box, dx, dy, image));
    }
  });

  const pct = (box: Box, img: WorkerImage) => ({
    left: `${(box.xMin / img.width) * 100}%`,
    top: `${(box.yMin / img.height) * 100}%`,
    width: `${((box.xMax - box.xMin) / img.width) * 100}%`,
    height: `${((box.yMax - box.yMin) / img.height) * 100}%`,
  });
  return (
    <>
      <Instructions task={task} />
      <div className="work-media">
        {image ? (
          <Stage
            ref={stage}
            image={image}
            className="work-stage--draw"
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            data-testid="stage"
          >
            {boxes.map((b, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a box is known by its place in the list.
                key={i}
                data-box={i}
                className={`work-box${i === selected ? ' is-selected' : ''}`}
                style={pct(b, image)}
              >
                {i === selected
                  ? CORNERS.map((c) => (
                      <span
                        key={c}
                        data-box={i}
                        data-corner={c}
                        className={`work-box__handle work-box__handle--${c}`}
                      />
                    ))
                  : null}
              </div>
            ))}
            {draft ? <div className="work-box work-box--draft" style={pct(draft, image)} /> : null}
          </Stage>
        ) : null}
      </div>
      <div className="work-answer">
        <p className="muted">{t('boxes.help', { count: boxes.length })}</p>
        <AnswerRow sending={sending} onSend={send}>
          <KeyButton
            label={t('boxes.delete')}
            shortcut="Delete"
            onClick={() => remove(selected)}
            disabled={selected === null}
          />
        </AnswerRow>
        <LocalError problem={problem} />
      </div>
    </>
  );
}
