import { DEMO_DOM, type FirstPartyDemo } from '@crowdsolve/contract';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { normalizeDegrees, type Point, pointsAnswer, tilesAnswer, toImagePoint } from './answer.ts';

interface InputProps {
  demo: FirstPartyDemo;
  answer: string;
  onAnswer: (answer: string) => void;
}

/** The captcha's picture, marked for the browser extension (DEMO_DOM.image). */
function DemoImage({
  demo,
  className = 'demo-image',
  style,
  onClick,
}: {
  demo: FirstPartyDemo;
  className?: string;
  style?: CSSProperties;
  onClick?: (e: MouseEvent<HTMLImageElement>) => void;
}) {
  const { t } = useTranslation('demo');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the answer input takes the same points by keyboard
    <img
      {...{ [DEMO_DOM.image]: '' }}
      className={className}
      src={demo.image}
      alt={t('widget.imageAlt')}
      width={demo.imageWidth}
      height={demo.imageHeight}
      draggable={false}
      style={style}
      onClick={onClick}
    />
  );
}

/** The picture as it is: type what it says into the answer. */
export function PlainImage({ demo }: { demo: FirstPartyDemo }) {
  return demo.image ? <DemoImage demo={demo} /> : null;
}

/** Turns the picture (CSS rotate) with a slider and buttons; the input holds the turn in degrees. */
export function RotateInput({ demo, answer, onAnswer }: InputProps) {
  const { t } = useTranslation('demo');
  const deg = Number.isFinite(Number(answer)) ? normalizeDegrees(Number(answer)) : 0;
  const set = (d: number) => onAnswer(String(normalizeDegrees(d)));
  return (
    <div className="demo-rotate">
      <div className="demo-rotate__frame">
        <DemoImage demo={demo} style={{ transform: `rotate(${deg}deg)` }} />
      </div>
      <div className="demo-rotate__controls">
        <Button variant="ghost" onClick={() => set(deg - 15)} aria-label={t('widget.rotateLeft')}>
          ↺
        </Button>
        <input
          type="range"
          min={-180}
          max={180}
          step={1}
          value={deg}
          aria-label={t('widget.rotateLabel')}
          onChange={(e) => set(Number(e.target.value))}
        />
        <Button variant="ghost" onClick={() => set(deg + 15)} aria-label={t('widget.rotateRight')}>
          ↻
        </Button>
      </div>
    </div>
  );
}

/** Points as the input holds them (`x1,y1;x2,y2`), or none when it holds something else. */
function pointsOf(answer: string): Point[] {
  return answer
    .split(';')
    .map((p) => p.split(',').map(Number))
    .filter((p) => p.length === 2 && p.every(Number.isFinite))
    .map(([x, y]) => ({ x: x as number, y: y as number }));
}

/** Clicking on the picture marks numbered points (in the image's pixels); undo and clear. */
export function ClickInput({ demo, answer, onAnswer }: InputProps) {
  const { t } = useTranslation('demo');
  const points = pointsOf(answer);
  const width = demo.imageWidth ?? 1;
  const height = demo.imageHeight ?? 1;
  const write = (next: Point[]) => onAnswer(pointsAnswer(next));
  const onClick = (e: MouseEvent<HTMLImageElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const point = toImagePoint(
      { x: e.clientX - rect.left, y: e.clientY - rect.top },
      { width: rect.width, height: rect.height },
      { width, height },
    );
    write([...points, point]);
  };
  return (
    <div className="demo-click">
      <div className="demo-click__frame">
        <DemoImage demo={demo} className="demo-image demo-image--click" onClick={onClick} />
        {points.map((p, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the list
            key={i}
            className="demo-click__dot"
            data-testid="demo-point"
            style={{ left: `${(p.x / width) * 100}%`, top: `${(p.y / height) * 100}%` }}
            aria-hidden="true"
          >
            {i + 1}
          </span>
        ))}
      </div>
      <p className="demo-hint">
        {t('widget.clickHint')} {t('widget.points', { count: points.length })}
      </p>
      <div className="demo-row">
        <Button variant="ghost" disabled={!points.length} onClick={() => write(points.slice(0, -1))}>
          {t('widget.undo')}
        </Button>
        <Button variant="ghost" disabled={!points.length} onClick={() => write([])}>
          {t('widget.clear')}
        </Button>
      </div>
    </div>
  );
}

/** Tiles over the picture as toggle buttons, counted from 1 row by row; the input holds `1,4,7`. */
export function GridInput({ demo, answer, onAnswer }: InputProps) {
  const { t } = useTranslation('demo');
  const rows = demo.grid?.rows ?? 3;
  const cols = demo.grid?.cols ?? 3;
  const selected = new Set(
    answer
      .split(/[\s,]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= rows * cols),
  );
  const toggle = (n: number) => {
    const next = new Set(selected);
    if (next.has(n)) next.delete(n);
    else next.add(n);
    onAnswer(tilesAnswer(next));
  };
  return (
    <div className="demo-grid">
      {demo.instructionImage ? <img className="demo-grid__sample" src={demo.instructionImage} alt="" /> : null}
      <div className="demo-grid__frame">
        <DemoImage demo={demo} />
        <div className="demo-grid__tiles" style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }}>
          {Array.from({ length: rows * cols }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className="demo-grid__tile"
              aria-pressed={selected.has(n)}
              aria-label={t('widget.tile', { n })}
              onClick={() => toggle(n)}
            />
          ))}
        </div>
      </div>
      <p className="demo-hint">{t('widget.gridHint')}</p>
    </div>
  );
}
