import type { WorkerImage } from '@crowdsolve/contract';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownsKey, useWindowKeys } from '../keys.ts';
import { AnswerRow, Instructions, KeyButton, type KindProps } from './shared.tsx';

/** An angle rounded to the step, in (−360, 360). */
export function snapAngle(angle: number, step: number): number {
  const snapped = Math.round(angle / step) * step;
  const wrapped = snapped % 360;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Pixels of horizontal drag per degree. */
const DRAG_PX_PER_DEGREE = 1.5;

function RotatableImage({
  image,
  angle,
  step,
  index,
  active,
  onChange,
  onFocus,
}: {
  image: WorkerImage;
  angle: number;
  step: number;
  index: number;
  active: boolean;
  onChange: (angle: number) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('worker');
  const drag = useRef<{ x: number; angle: number } | null>(null);
  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, angle };
    onFocus();
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onChange(snapAngle(drag.current.angle + (e.clientX - drag.current.x) / DRAG_PX_PER_DEGREE, step));
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta =
      e.key === 'ArrowRight' || e.key === 'ArrowUp' ? step : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -step : 0;
    if (!delta) return;
    e.preventDefault();
    e.stopPropagation();
    onChange(snapAngle(angle + delta * (e.shiftKey ? 5 : 1), step));
  };
  return (
    <div
      className={`work-rotate${active ? ' is-active' : ''}`}
      role="slider"
      tabIndex={0}
      aria-label={t('rotate.image', { n: index + 1 })}
      aria-valuemin={-359}
      aria-valuemax={359}
      aria-valuenow={angle}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={() => {
        drag.current = null;
      }}
      onKeyDown={key}
      onFocus={onFocus}
    >
      <img src={image.url} alt="" draggable={false} style={{ transform: `rotate(${angle}deg)` }} />
      <span className="work-rotate__angle">{angle}°</span>
    </div>
  );
}

/** Rotate: turn each image upright (drag or arrow keys), send one angle per image. */
export function RotateTask({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const images = task.images?.length ? task.images : task.image ? [task.image] : [];
  const step = Math.max(1, task.rotate?.step ?? 1);
  const [angles, setAngles] = useState<number[]>(() => images.map(() => 0));
  const [active, setActive] = useState(0);
  const set = (i: number, angle: number) => setAngles((all) => all.map((a, j) => (j === i ? angle : a)));
  const send = () => onSubmit({ type: 'angles', angles });
  useWindowKeys((event) => {
    if (ownsKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const delta = event.key === 'ArrowRight' ? step : -step;
      set(active, snapAngle((angles[active] ?? 0) + delta, step));
    }
  });
  return (
    <>
      <Instructions task={task} />
      <div className="work-media work-media--row">
        {images.map((image, i) => (
          <RotatableImage
            // biome-ignore lint/suspicious/noArrayIndexKey: the images of a task never change order.
            key={i}
            image={image}
            angle={angles[i] ?? 0}
            step={step}
            index={i}
            active={i === active}
            onChange={(a) => set(i, a)}
            onFocus={() => setActive(i)}
          />
        ))}
      </div>
      <div className="work-answer">
        <p className="muted">{t('rotate.help', { step })}</p>
        <AnswerRow sending={sending} onSend={send}>
          <KeyButton
            label={t('rotate.left')}
            shortcut="←"
            onClick={() => set(active, snapAngle((angles[active] ?? 0) - step, step))}
          />
          <KeyButton
            label={t('rotate.right')}
            shortcut="→"
            onClick={() => set(active, snapAngle((angles[active] ?? 0) + step, step))}
          />
        </AnswerRow>
      </div>
    </>
  );
}
