import type { WorkerTaskKind } from '@crowdsolve/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { ReleaseKind } from './api.ts';
import { Countdown } from './countdown.tsx';
import { formatUsd } from './format.ts';
import { useWindowKeys } from './keys.ts';
import { AudioTask } from './kinds/audio.tsx';
import { BoundingBoxTask } from './kinds/bounding-box.tsx';
import { CanvasTask } from './kinds/canvas.tsx';
import { CoordinatesTask } from './kinds/coordinates.tsx';
import { GridTask } from './kinds/grid.tsx';
import { ImageTextTask } from './kinds/image-text.tsx';
import { RotateTask } from './kinds/rotate.tsx';
import type { KindProps } from './kinds/shared.tsx';
import { TextQuestionTask } from './kinds/text-question.tsx';
import { UnsupportedTask } from './kinds/unsupported.tsx';
import type { HeldTask, WorkLoop } from './use-work-loop.ts';

/** The solving view of each kind a person can do in this cabinet; the others get a notice and Skip. */
const VIEWS: Partial<Record<WorkerTaskKind, ComponentType<KindProps>>> = {
  image_text: ImageTextTask,
  text: TextQuestionTask,
  audio: AudioTask,
  rotate: RotateTask,
  coordinates: CoordinatesTask,
  grid: GridTask,
  canvas: CanvasTask,
  bounding_box: BoundingBoxTask,
};

/** The hand-back buttons with their shortcuts (Esc works even while typing). */
const RELEASES: readonly { kind: ReleaseKind; label: string; keys: string; code: string | null }[] = [
  { kind: 'skip', label: 'actions.skip', keys: 'Esc', code: null },
  { kind: 'cannotSolve', label: 'actions.cannotSolve', keys: 'Alt+C', code: 'KeyC' },
  { kind: 'notACaptcha', label: 'actions.notACaptcha', keys: 'Alt+N', code: 'KeyN' },
];

/** One held task: what it pays, the time left, its solving view and the hand-back buttons. */
export function TaskView({ held, loop }: { held: HeldTask; loop: WorkLoop }) {
  const { t, i18n } = useTranslation('worker');
  const { task } = held;
  const View = VIEWS[task.kind] ?? UnsupportedTask;
  useWindowKeys((event) => {
    if (event.key === 'Escape' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      void loop.release('skip');
      return;
    }
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    const action = RELEASES.find((r) => r.code === event.code);
    if (action) {
      event.preventDefault();
      void loop.release(action.kind);
    }
  });
  return (
    <article className="work-task" data-kind={task.kind} aria-busy={loop.sending}>
      <header className="work-task__head">
        <span className="work-task__kind">{t(`kinds.${task.kind}`)}</span>
        <span className="muted">{t('task.pay', { pay: formatUsd(task.pay, i18n.language) })}</span>
        <Countdown dueAt={held.dueAt} onExpire={loop.expire} />
      </header>
      <div className="work-task__body">
        <View task={task} sending={loop.sending} onSubmit={(answer) => void loop.submit(answer)} />
      </div>
      <footer className="work-task__actions">
        {RELEASES.map((r) => (
          <Button key={r.kind} variant="ghost" disabled={loop.sending} onClick={() => void loop.release(r.kind)}>
            {t(r.label)} <kbd>{r.keys}</kbd>
          </Button>
        ))}
      </footer>
    </article>
  );
}
