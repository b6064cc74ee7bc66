import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Instructions, type KindProps, TextAnswerForm } from './shared.tsx';

/** Audio captcha: listen (play, replay), type what is said. */
export function AudioTask(props: KindProps) {
  const { t } = useTranslation('worker');
  const { task } = props;
  const player = useRef<HTMLAudioElement>(null);
  const play = (fromStart: boolean) => {
    const audio = player.current;
    if (!audio) return;
    if (fromStart) audio.currentTime = 0;
    audio.play()?.catch(() => undefined);
  };
  return (
    <>
      <Instructions task={task} />
      <div className="work-media work-media--text">
        {task.audio ? (
          <div className="work-audio">
            {/* biome-ignore lint/a11y/useMediaCaption: the recording is the captcha; a caption would be its answer. */}
            <audio ref={player} src={task.audio.url} controls preload="auto" />
            <div className="row">
              <Button variant="ghost" onClick={() => play(false)}>
                {t('audio.play')}
              </Button>
              <Button variant="ghost" onClick={() => play(true)}>
                {t('audio.replay')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="muted">{t('audio.missing')}</p>
        )}
      </div>
      <TextAnswerForm {...props} />
    </>
  );
}
