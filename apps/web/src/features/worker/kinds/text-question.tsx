import { useTranslation } from 'react-i18next';
import { Instructions, type KindProps, TextAnswerForm } from './shared.tsx';

/** Text captcha: answer the question. */
export function TextQuestionTask(props: KindProps) {
  const { t } = useTranslation('worker');
  const { task } = props;
  return (
    <>
      <Instructions task={task} />
      <div className="work-media work-media--text">
        <p className="work-question" lang={task.instructions?.lang}>
          <span className="work-instructions__label">{t('task.question')}</span>
          <span data-testid="question">{task.question}</span>
        </p>
      </div>
      <TextAnswerForm {...props} />
    </>
  );
}
