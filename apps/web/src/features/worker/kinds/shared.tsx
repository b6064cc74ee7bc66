import type { WorkerAnswer, WorkerImage, WorkerTaskView } from '@crowdsolve/contract';
import { type FormEvent, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { checkTextAnswer, type HintProblem, hintLabels, type TextHints } from '../hints.ts';

/** What every kind's solving view gets. */
export interface KindProps {
  task: WorkerTaskView;
  sending: boolean;
  onSubmit: (answer: WorkerAnswer) => void;
}

export interface Point {
  x: number;
  y: number;
}

/** A point of the page (client coordinates) in the image's natural pixels, inside the image. */
export function naturalPoint(clientX: number, clientY: number, element: Element, image: WorkerImage): Point {
  const rect = element.getBoundingClientRect();
  const sx = rect.width > 0 ? image.width / rect.width : 1;
  const sy = rect.height > 0 ? image.height / rect.height : 1;
  const clamp = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), Math.max(max - 1, 0));
  return { x: clamp((clientX - rect.left) * sx, image.width), y: clamp((clientY - rect.top) * sy, image.height) };
}

/** A language code as a name in the interface language (`pt-BR` → `Brazilian Portuguese`). */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The customer's instruction text and image, and the task's language, when given. */
export function Instructions({ task }: { task: WorkerTaskView }) {
  const { t, i18n } = useTranslation('worker');
  const ins = task.instructions;
  if (!ins?.text && !ins?.image && !ins?.lang) return null;
  return (
    <div className="work-instructions">
      {ins.text || ins.image ? <span className="work-instructions__label">{t('task.instructions')}</span> : null}
      {ins.text ? (
        <span data-testid="instruction-text" lang={ins.lang}>
          {ins.text}
        </span>
      ) : null}
      {ins.image ? (
        <img src={ins.image.url} alt={t('task.instructionImage')} className="work-instructions__image" />
      ) : null}
      {ins.lang ? (
        <span className="work-instructions__lang" data-testid="task-language">
          {t('task.language', { lang: languageName(ins.lang, i18n.language) })}
        </span>
      ) : null}
    </div>
  );
}

/** The task's image, sized to fit, with an overlay drawn in its natural pixels. */
export function Stage({
  image,
  children,
  className,
  ref,
  ...rest
}: {
  image: WorkerImage;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
} & HTMLAttributes<HTMLDivElement>) {
  const { t } = useTranslation('worker');
  return (
    <div ref={ref} className={['work-stage', className].filter(Boolean).join(' ')} {...rest}>
      <img src={image.url} alt={t('task.image')} width={image.width} height={image.height} draggable={false} />
      {children}
    </div>
  );
}

/** An SVG over the stage whose units are the image's natural pixels. */
export function Overlay({ image, children }: { image: WorkerImage; children: ReactNode }) {
  return (
    <svg
      className="work-stage__overlay"
      viewBox={`0 0 ${image.width} ${image.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A message of the worker namespace about the answer, before anything is sent. */
export function LocalError({ problem }: { problem: HintProblem | null }) {
  const { t } = useTranslation('worker');
  if (!problem) return null;
  return (
    <p className="form-error" role="alert" data-testid="local-error">
      {t(problem.key, problem.values)}
    </p>
  );
}

/** The hints of a text answer, as short labels. */
export function HintList({ hints }: { hints: TextHints | undefined }) {
  const { t } = useTranslation('worker');
  const labels = hintLabels(hints);
  if (labels.length === 0) return null;
  return (
    <ul className="work-hints" aria-label={t('hints.label')}>
      {labels.map((h) => (
        <li key={h.key}>{t(h.key, h.values)}</li>
      ))}
    </ul>
  );
}

/** An answer input: Enter checks it against the hints and sends it. */
export function TextAnswerForm({ task, sending, onSubmit }: KindProps) {
  const { t } = useTranslation('worker');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<HintProblem | null>(null);
  const send = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    const found = checkTextAnswer(text, task.hints);
    setProblem(found);
    if (!found) onSubmit({ type: 'text', text: text.trim() });
  };
  return (
    <form className="work-answer" onSubmit={send} noValidate>
      <HintList hints={task.hints} />
      <div className="work-answer__row">
        <input
          className="field__input"
          aria-label={t('task.answer')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) send(e);
          }}
          maxLength={1000}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the working screen is keyboard-first, the answer field is the point.
          autoFocus
          lang={task.instructions?.lang}
        />
        <Button type="submit" disabled={sending}>
          {t('actions.send')} <kbd>Enter</kbd>
        </Button>
      </div>
      <LocalError problem={problem} />
    </form>
  );
}

/** A row of answer buttons: the kind's own first, then Send (Enter). */
export function AnswerRow({
  sending,
  onSend,
  children,
}: {
  sending: boolean;
  onSend: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('worker');
  return (
    <div className="work-answer__row">
      {children}
      <Button onClick={onSend} disabled={sending}>
        {t('actions.send')} <kbd>Enter</kbd>
      </Button>
    </div>
  );
}

/** A secondary answer button with the key that does the same. */
export function KeyButton({
  label,
  shortcut,
  onClick,
  disabled,
}: {
  label: string;
  shortcut: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="ghost" onClick={onClick} disabled={disabled}>
      {label} <kbd>{shortcut}</kbd>
    </Button>
  );
}
