import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useWindowKeys } from './keys.ts';
import { WorkNoteView } from './note.tsx';
import { TaskView } from './task-view.tsx';
import { useWorkLoop } from './use-work-loop.ts';

/** Start/stop, then the fixed-size task area: idle, waiting for a task, or the task. */
export function WorkPanel() {
  const { t } = useTranslation('worker');
  const loop = useWorkLoop();
  const toggle = () => (loop.running ? loop.stop() : loop.start());
  useWindowKeys((event) => {
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS') {
      event.preventDefault();
      toggle();
    }
  });
  return (
    <section className="work-panel" aria-label={t('panel.label')}>
      <div className="work-panel__bar">
        <Button variant={loop.running ? 'danger' : 'primary'} onClick={toggle}>
          {loop.running ? t('actions.stop') : t('actions.start')} <kbd>Alt+S</kbd>
        </Button>
        <span className="muted" role="status">
          {loop.running ? (loop.held ? t('panel.solving') : t('panel.waiting')) : t('panel.stopped')}
        </span>
      </div>
      <WorkNoteView note={loop.note} />
      <div className="work-area">
        {loop.held ? (
          <TaskView key={loop.held.task.id} held={loop.held} loop={loop} />
        ) : (
          <div className="work-area__empty">
            {loop.running ? (
              <>
                <span className="work-spinner" aria-hidden="true" />
                <p>{t('panel.waitingLong')}</p>
              </>
            ) : (
              <p>{t('panel.idle')}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
