import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { altKey, artOf, exampleImageUrl, type Scene } from './art-spec.ts';
import { SceneBody } from './scenes.tsx';
import './type-art.css';

/** Scenes of image tasks: their panel shows the answer's shape rather than a form field. */
const ANSWER_SCENES: ReadonlySet<Scene> = new Set(['click', 'box', 'draw', 'audio', 'question']);

/** The `common:taskTypes` key of a kind's name (both VK methods share one). */
const nameKeyOf = (kind: string) => (kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind);

/** The bars that stand for a token's characters (x, width). */
const TOKEN_BARS = [9, 5, 11, 4, 8, 10, 6, 5].reduce<{ x: number; w: number }[]>((bars, w) => {
  const last = bars.at(-1);
  bars.push({ x: last ? last.x + last.w + 2 : 232, w });
  return bars;
}, []);

/**
 * A captcha type's picture: a real example the project drew (image kinds of the recognition
 * gallery), or a schematic of the widget on a site's form and where its token (or answer) goes.
 * `thumb`: only the widget, small and decorative (the type's name is beside it).
 */
export function TypeArt({ kind, thumb = false }: { kind: string; thumb?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const spec = artOf(kind);
  const name = t(`common:taskTypes.${nameKeyOf(kind)}`);
  const alt = t(altKey(spec), { name, out: 'out' in spec ? spec.out : '' });

  if ('example' in spec) {
    return (
      <figure className={thumb ? 'type-art type-art--thumb' : 'type-art type-art--photo'} data-art="example">
        <img src={exampleImageUrl(spec.example)} alt={thumb ? '' : alt} loading="lazy" decoding="async" />
        {thumb ? null : <figcaption>{alt}</figcaption>}
      </figure>
    );
  }

  const style = { '--ta-hue': spec.hue } as CSSProperties;
  if (thumb) {
    return (
      <figure className="type-art type-art--thumb" data-art={spec.scene}>
        <svg viewBox="-4 -4 176 78" aria-hidden="true" style={style}>
          <SceneBody scene={spec.scene} />
        </svg>
      </figure>
    );
  }

  const answer = ANSWER_SCENES.has(spec.scene);
  const label = answer ? spec.out : `${spec.out}=`;
  // Monospace glyphs are about 0.6 em wide; textLength holds a long field name inside the card.
  const fontSize = Math.min(10, 80 / (label.length * 0.6));
  const textLength = Math.min(80, label.length * fontSize * 0.6);
  return (
    <figure className="type-art" data-art={spec.scene}>
      <svg viewBox="0 0 320 180" role="img" aria-labelledby={id} style={style}>
        <title id={id}>{alt}</title>
        <rect className="ta-page" x="4" y="4" width="200" height="172" rx="10" />
        <circle className="ta-b" cx="16" cy="15" r="3" />
        <circle className="ta-b" cx="26" cy="15" r="3" />
        <circle className="ta-b" cx="36" cy="15" r="3" />
        <rect className="ta-b" x="20" y="32" width="90" height="6" rx="3" />
        <rect className="ta-i" x="20" y="44" width="168" height="14" rx="3" />
        <g transform="translate(20 66)">
          <SceneBody scene={spec.scene} />
        </g>
        <rect className="ta-btn" x="20" y="146" width="64" height="18" rx="5" />
        <path className="ta-as" d="M192 100h26m-7-6 7 6-7 6" strokeWidth="2.5" />
        <rect className="ta-code" x="222" y="64" width="94" height="72" rx="8" />
        <rect className="ta-code-b" x="232" y="76" width="40" height="5" rx="2.5" />
        <text
          className="ta-code-t"
          x="232"
          y="102"
          fontSize={fontSize.toFixed(1)}
          textLength={textLength.toFixed(1)}
          lengthAdjust="spacingAndGlyphs"
        >
          {label}
        </text>
        {answer
          ? null
          : TOKEN_BARS.map((b) => (
              <rect key={b.x} className="ta-code-b" x={b.x} y="114" width={b.w} height="6" rx="2" />
            ))}
      </svg>
      <figcaption aria-hidden="true">{alt}</figcaption>
    </figure>
  );
}
