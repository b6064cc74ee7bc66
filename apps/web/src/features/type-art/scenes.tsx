import type { Scene } from './art-spec.ts';

/** The audio scene's waveform bars. */
const WAVE = [6, 14, 22, 10, 18, 26, 12, 20, 8, 16, 24, 10, 6].map((h, i) => ({ x: 40 + i * 9, h }));

/**
 * The inside of a schematic, drawn in a 168×70 box where a site's form has its captcha: what the
 * widget (or the task) looks like, in plain shapes (no provider's logo or wording).
 * Classes: ta-w widget, ta-b bar, ta-i input, ta-a accent, ta-as accent stroke, ta-s soft accent.
 */
export function SceneBody({ scene }: { scene: Scene }) {
  switch (scene) {
    case 'checkbox':
      return (
        <>
          <rect className="ta-w" x="0" y="8" width="168" height="54" rx="6" />
          <rect className="ta-i" x="12" y="25" width="20" height="20" rx="4" />
          <path className="ta-as" d="M16 35l5 5 8-10" strokeWidth="3" />
          <rect className="ta-b" x="42" y="28" width="70" height="6" rx="3" />
          <rect className="ta-b" x="42" y="38" width="46" height="5" rx="2.5" />
          <circle className="ta-s" cx="148" cy="35" r="12" />
          <path className="ta-as" d="M142 35a6 6 0 1 1 6 6" strokeWidth="2.5" />
        </>
      );
    case 'score':
      return (
        <>
          <rect className="ta-i" x="0" y="4" width="168" height="14" rx="3" />
          <path className="ta-b-s" d="M20 62a28 28 0 0 1 56 0" strokeWidth="6" />
          <path className="ta-as" d="M20 62a28 28 0 0 1 50-17" strokeWidth="6" />
          <path className="ta-ink-s" d="M48 62l16-18" strokeWidth="2.5" />
          <text className="ta-t" x="86" y="58" fontSize="16">
            0.9
          </text>
          <rect className="ta-w" x="124" y="40" width="44" height="26" rx="4" />
          <circle className="ta-s" cx="137" cy="53" r="7" />
          <rect className="ta-b" x="148" y="50" width="14" height="5" rx="2.5" />
        </>
      );
    case 'slider':
      return (
        <>
          <rect className="ta-s" x="0" y="0" width="168" height="44" rx="4" />
          <path className="ta-a" opacity=".35" d="M0 44l36-22 24 14 34-26 46 34h28z" />
          <rect className="ta-gap" x="112" y="12" width="20" height="20" rx="3" />
          <rect className="ta-a" x="34" y="12" width="20" height="20" rx="3" />
          <rect className="ta-w" x="0" y="52" width="168" height="14" rx="7" />
          <rect className="ta-a" x="30" y="50" width="30" height="18" rx="9" />
          <path className="ta-i-s" d="M41 55l4 4-4 4M48 55l4 4-4 4" strokeWidth="2" />
        </>
      );
    case 'pick':
      return (
        <>
          <rect className="ta-s" x="44" y="0" width="80" height="52" rx="4" />
          <path className="ta-a" d="M84 10l16 30H68z" transform="rotate(50 84 28)" />
          <circle className="ta-w" cx="22" cy="26" r="13" />
          <circle className="ta-w" cx="146" cy="26" r="13" />
          <path className="ta-as" d="M25 20l-6 6 6 6M143 20l6 6-6 6" strokeWidth="2.5" />
          <circle className="ta-a" cx="74" cy="62" r="3" />
          <circle className="ta-b" cx="84" cy="62" r="3" />
          <circle className="ta-b" cx="94" cy="62" r="3" />
        </>
      );
    case 'assemble':
      return (
        <>
          <rect className="ta-s" x="0" y="2" width="52" height="32" />
          <rect className="ta-a" opacity=".5" x="54" y="2" width="52" height="32" />
          <rect className="ta-a" opacity=".5" x="0" y="36" width="52" height="32" />
          <rect className="ta-gap" x="54" y="36" width="52" height="32" />
          <g transform="rotate(-12 142 30)">
            <rect className="ta-s" x="118" y="14" width="52" height="32" />
            <rect className="ta-as" x="118" y="14" width="52" height="32" strokeWidth="2" />
          </g>
        </>
      );
    case 'proof':
      return (
        <>
          <rect className="ta-w" x="0" y="10" width="168" height="50" rx="6" />
          <circle className="ta-as" cx="22" cy="35" r="9" strokeWidth="3" strokeDasharray="38 20" />
          <rect className="ta-b" x="42" y="24" width="80" height="6" rx="3" />
          <rect className="ta-i" x="42" y="38" width="112" height="8" rx="4" />
          <rect className="ta-a" x="42" y="38" width="78" height="8" rx="4" />
        </>
      );
    case 'interstitial':
      return (
        <>
          <rect className="ta-w" x="0" y="0" width="168" height="70" rx="6" />
          <path className="ta-a" d="M84 8l18 6v12c0 11-8 18-18 22-10-4-18-11-18-22V14z" />
          <path className="ta-i-s" d="M76 28l6 6 10-11" strokeWidth="3" />
          <rect className="ta-b" x="44" y="56" width="80" height="6" rx="3" />
        </>
      );
    case 'typein':
      return (
        <>
          <rect className="ta-w" x="0" y="6" width="168" height="58" rx="6" />
          <rect className="ta-s" x="8" y="14" width="80" height="42" rx="4" />
          <path className="ta-as" d="M14 40c6-16 10 10 16-6s8 14 14-2 10 12 14-6 8 10 12 0 8-8 10 2" strokeWidth="3" />
          <rect className="ta-i" x="96" y="24" width="64" height="22" rx="4" />
          <rect className="ta-ink" x="102" y="30" width="2" height="10" />
        </>
      );
    case 'click':
    case 'box':
    case 'draw':
      return (
        <>
          <rect className="ta-s" x="0" y="0" width="168" height="70" rx="4" />
          <circle className="ta-b" cx="36" cy="44" r="14" />
          <path className="ta-b" d="M132 16l18 32h-36z" />
          <rect className="ta-a" opacity=".6" x="72" y="18" width="28" height="28" rx="3" />
          {scene === 'click' ? (
            <>
              <circle className="ta-mark" cx="86" cy="32" r="8" />
              <circle className="ta-mark" cx="132" cy="36" r="8" />
              <text className="ta-mark-t" x="86" y="36" fontSize="11" textAnchor="middle">
                1
              </text>
              <text className="ta-mark-t" x="132" y="40" fontSize="11" textAnchor="middle">
                2
              </text>
            </>
          ) : scene === 'box' ? (
            <>
              <rect className="ta-as" x="66" y="12" width="40" height="40" strokeWidth="2" strokeDasharray="5 3" />
              <rect className="ta-a" x="63" y="9" width="6" height="6" />
              <rect className="ta-a" x="103" y="49" width="6" height="6" />
            </>
          ) : (
            <path className="ta-as" d="M112 54l20-46 26 44-20 8z" strokeWidth="2.5" strokeLinejoin="round" />
          )}
        </>
      );
    case 'audio':
      return (
        <>
          <rect className="ta-w" x="0" y="4" width="168" height="38" rx="6" />
          <circle className="ta-a" cx="20" cy="23" r="11" />
          <path className="ta-i" d="M17 17v12l10-6z" />
          {WAVE.map((b) => (
            <rect key={b.x} className="ta-as-f" x={b.x} y={23 - b.h / 2} width="4" height={b.h} rx="2" />
          ))}
          <rect className="ta-i" x="0" y="48" width="120" height="20" rx="4" />
          <rect className="ta-ink" x="8" y="53" width="2" height="10" />
        </>
      );
    case 'question':
      return (
        <>
          <rect className="ta-s" x="0" y="2" width="168" height="32" rx="6" />
          <text className="ta-t" x="14" y="25" fontSize="18">
            ?
          </text>
          <rect className="ta-b" x="32" y="12" width="112" height="6" rx="3" />
          <rect className="ta-b" x="32" y="22" width="70" height="5" rx="2.5" />
          <rect className="ta-i" x="0" y="42" width="120" height="22" rx="4" />
          <rect className="ta-ink" x="8" y="48" width="2" height="10" />
        </>
      );
  }
}
