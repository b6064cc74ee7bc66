import type { TrainingSummary, WorkerAnswer, WorkerTaskKind, WorkerTaskView } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { errorKey } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { workerKeys } from '../worker/api.ts';
import { AudioTask } from '../worker/kinds/audio.tsx';
import { GridTask } from '../worker/kinds/grid.tsx';
import { ImageTextTask } from '../worker/kinds/image-text.tsx';
import { RotateTask } from '../worker/kinds/rotate.tsx';
import type { KindProps } from '../worker/kinds/shared.tsx';
import { TextQuestionTask } from '../worker/kinds/text-question.tsx';
import { UnsupportedTask } from '../worker/kinds/unsupported.tsx';
import { refusalDetail } from '../worker/note.tsx';
import { AnswerText } from './answer.tsx';
import { qualityApi, qualityKeys, useTraining, useWorkerQuality } from './api.ts';
import { formatShare, Loading, SuspendedNotice } from './frame.tsx';
import { TrainingGuide } from './guide.tsx';

/** The solving views of the kinds a control task can be (the same views as the working screen). */
const VIEWS: Partial<Record<WorkerTaskKind, ComponentType<KindProps>>> = {
  image_text: ImageTextTask,
  text: TextQuestionTask,
  audio: AudioTask,
  grid: GridTask,
  rotate: RotateTask,
};

/** What the worker learns after an answer, before moving on. */
interface Feedback {
  task: WorkerTaskView;
  answer: WorkerAnswer;
  correct: boolean;
  expected: unknown;
  finished: boolean;
}

/** The answer's error: translated, with the server's reason for a refused answer. */
function AnswerError({ error }: { error: unknown }) {
  const { t } = useTranslation('worker');
  if (!error) return null;
  const detail = refusalDetail(error);
  return (
    <p className="form-error" role="alert" data-testid="training-error">
      {t(errorKey(error))}
      {detail ? ` ${t('notes.reason', { detail })}` : null}
    </p>
  );
}

function Progress({ summary }: { summary: TrainingSummary }) {
  const { t } = useTranslation('worker');
  return (
    <div className="wq-progress">
      <progress max={summary.total} value={summary.answered} aria-hidden="true" />
      <span data-testid="training-progress">
        {t('quality.training.progress', { answered: summary.answered, total: summary.total })}
      </span>
    </div>
  );
}

/** Right or wrong, and the expected answer. */
function FeedbackView({ feedback, onNext }: { feedback: Feedback; onNext: () => void }) {
  const { t } = useTranslation('worker');
  return (
    <div
      className={`wq-feedback ${feedback.correct ? 'wq-feedback--right' : 'wq-feedback--wrong'}`}
      data-testid="training-feedback"
    >
      <p role="status" className="wq-feedback__verdict">
        <strong>{feedback.correct ? t('quality.training.right') : t('quality.training.wrong')}</strong>
      </p>
      <dl className="wq-pairs">
        <div>
          <dt>{t('quality.training.yours')}</dt>
          <dd>
            <AnswerText answer={feedback.answer} testId="training-yours" />
          </dd>
        </div>
        <div>
          <dt>{t('quality.training.expected')}</dt>
          <dd>
            <AnswerText answer={feedback.expected} testId="training-expected" />
          </dd>
        </div>
      </dl>
      <Button onClick={onNext} autoFocus>
        {feedback.finished ? t('quality.training.results') : t('quality.training.next')}
      </Button>
    </div>
  );
}

/** The end of a training: the score against the threshold and the results per kind. */
function Results({
  summary,
  onRestart,
  restarting,
}: {
  summary: TrainingSummary;
  onRestart: () => void;
  restarting: boolean;
}) {
  const { t, i18n } = useTranslation('worker');
  const passed = summary.state === 'passed';
  return (
    <div className="wq-results" data-testid="training-results">
      <p className={`notice ${passed ? 'notice--success' : 'notice--warning'}`} role="status">
        <strong>{passed ? t('quality.training.passedTitle') : t('quality.training.failedTitle')}</strong>
      </p>
      <p data-testid="training-score">
        {t('quality.training.score', {
          correct: summary.correct,
          total: summary.total,
          share: formatShare(summary.passShare, i18n.language),
        })}
      </p>
      {summary.byKind.length > 0 ? (
        <table className="table wq-table">
          <caption>{t('quality.training.byKind')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quality.training.kind')}</th>
              <th scope="col">{t('quality.training.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.byKind.map((k) => (
              <tr key={k.kind} data-testid={`training-kind-${k.kind}`}>
                <td>{t(`kinds.${k.kind}`, { defaultValue: k.kind })}</td>
                <td>{t('quality.training.ofTotal', { correct: k.correct, total: k.total })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {passed ? (
        <p>
          {summary.admitted ? `${t('quality.training.admitted')} ` : null}
          <Link to="/cabinet">{t('quality.training.toWork')}</Link>
        </p>
      ) : (
        <>
          <p>{t('quality.training.failedHint')}</p>
          <Button onClick={onRestart} disabled={restarting}>
            {t('quality.training.again')}
          </Button>
        </>
      )}
    </div>
  );
}

/** `/cabinet/training`: the guide, then control tasks one by one with right/wrong, then the results. */
export function TrainingScreen() {
  const { t, i18n } = useTranslation('worker');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const training = useTraining();
  const quality = useWorkerQuality();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const start = useMutation({
    mutationFn: () => qualityApi.startTraining(api),
    onSuccess: (summary) => {
      setFeedback(null);
      queryClient.setQueryData(qualityKeys.training, summary);
    },
  });
  const answer = useMutation({
    mutationFn: (v: { task: WorkerTaskView; answer: WorkerAnswer }) =>
      qualityApi.answerTraining(api, v.task.id, v.answer),
    onSuccess: (reply, v) => {
      const finished = reply.summary.state === 'passed' || reply.summary.state === 'failed';
      setFeedback({ task: v.task, answer: v.answer, correct: reply.correct, expected: reply.expected, finished });
      queryClient.setQueryData(qualityKeys.training, reply.summary);
      if (finished) {
        void queryClient.invalidateQueries({ queryKey: qualityKeys.quality });
        void queryClient.invalidateQueries({ queryKey: workerKeys.me });
      }
    },
    onError: (error) => {
      if (errorKey(error) === 'errors:TRAINING_NOT_IN_PROGRESS') {
        void queryClient.invalidateQueries({ queryKey: qualityKeys.training });
      }
    },
  });

  const summary = training.data;
  if (summary === undefined) return training.error ? <FormError error={training.error} /> : <Loading />;

  const task = summary.state === 'in_progress' ? (summary.next as WorkerTaskView | null) : null;
  const inProgress = summary.state === 'in_progress' || feedback !== null;
  const restart = () => {
    answer.reset();
    start.mutate();
  };

  let body: React.ReactNode;
  if (feedback) {
    body = (
      <FeedbackView
        feedback={feedback}
        onNext={() => {
          answer.reset();
          setFeedback(null);
        }}
      />
    );
  } else if (summary.state === 'passed' || summary.state === 'failed') {
    body = <Results summary={summary} onRestart={restart} restarting={start.isPending} />;
  } else if (task) {
    const View = VIEWS[task.kind] ?? UnsupportedTask;
    body = (
      <article className="work-task" data-kind={task.kind} aria-busy={answer.isPending}>
        <header className="work-task__head">
          <span className="work-task__kind">{t(`kinds.${task.kind}`)}</span>
        </header>
        <div className="work-task__body">
          <View
            key={task.id}
            task={task}
            sending={answer.isPending}
            onSubmit={(a) => {
              if (!answer.isPending) answer.mutate({ task, answer: a });
            }}
          />
        </div>
        <AnswerError error={answer.error} />
      </article>
    );
  } else {
    body = (
      <div className="wq-start">
        <p>{t('quality.training.intro', { share: formatShare(summary.passShare, i18n.language) })}</p>
        {summary.state === 'not_started' && summary.admitted ? <p>{t('quality.training.optional')}</p> : null}
        <Button onClick={restart} disabled={start.isPending}>
          {summary.state === 'in_progress' ? t('quality.training.again') : t('quality.training.start')}
        </Button>
      </div>
    );
  }

  return (
    <div className="wq-training">
      {quality.data ? <SuspendedNotice quality={quality.data} /> : null}
      <TrainingGuide open={!inProgress} />
      {summary.state !== 'not_started' && summary.total > 0 ? <Progress summary={summary} /> : null}
      <FormError error={start.error} />
      <section className="wq-training__stage" aria-label={t('quality.training.label')}>
        {body}
      </section>
    </div>
  );
}
