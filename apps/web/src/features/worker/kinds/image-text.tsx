import { useTranslation } from 'react-i18next';
import { Instructions, type KindProps, Stage, TextAnswerForm } from './shared.tsx';

/** Image text: read the image, type what it shows (hints checked before sending). */
export function ImageTextTask(props: KindProps) {
  const { t } = useTranslation('worker');
  const { task } = props;
  return (
    <>
      <Instructions task={task} />
      <div className="work-media">
        {task.image ? <Stage image={task.image} /> : <p className="muted">{t('task.noImage')}</p>}
      </div>
      <TextAnswerForm {...props} />
    </>
  );
}
