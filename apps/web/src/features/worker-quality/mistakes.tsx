import type { WorkerQualityReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { formatUsd } from '../worker/format.ts';
import { AnswerText } from './answer.tsx';
import { useMistakes, useWorkerQuality } from './api.ts';
import { formatShare, Loading, SuspendedNotice } from './frame.tsx';

/** Accuracy, level, answers and mistakes over the window, and the suspension threshold. */
export function QualityFigures({ quality }: { quality: WorkerQualityReply }) {
  const { t, i18n } = useTranslation('worker');
  const items = [
    {
      key: 'accuracy',
      label: t('quality.figures.accuracy'),
      value: quality.accuracy === null ? t('quality.figures.notEnough') : formatShare(quality.accuracy, i18n.language),
    },
    {
      key: 'level',
      label: t('quality.figures.level'),
      value: t('quality.figures.levelValue', { level: quality.level }),
    },
    {
      key: 'answered',
      label: t('quality.figures.answered', { days: quality.windowDays }),
      value: String(quality.answered),
    },
    {
      key: 'mistakes',
      label: t('quality.figures.mistakes', { days: quality.windowDays }),
      value: String(quality.mistakes),
    },
  ];
  return (
    <>
      <dl className="work-stats" aria-label={t('quality.figures.label')}>
        {items.map((item) => (
          <div key={item.key} className="work-stats__item">
            <dt>{item.label}</dt>
            <dd data-testid={`quality-${item.key}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted" data-testid="quality-threshold">
        {t('quality.figures.threshold', { threshold: formatShare(quality.suspendBelow, i18n.language) })}
      </p>
      <SuspendedNotice quality={quality} withLink />
    </>
  );
}

/** The worker's mistakes, newest first, with "more" for the older ones. */
export function MistakesList() {
  const { t, i18n } = useTranslation('worker');
  const mistakes = useMistakes();
  if (mistakes.data === undefined) return mistakes.error ? <FormError error={mistakes.error} /> : <Loading />;
  const items = mistakes.data.pages.flatMap((p) => p.items);
  return (
    <section className="wq-mistakes" aria-labelledby="wq-mistakes-title">
      <h2 id="wq-mistakes-title">{t('quality.mistakes.title')}</h2>
      <p className="muted">{t('quality.mistakes.lead')}</p>
      {items.length === 0 ? (
        <p className="notice" role="status" data-testid="mistakes-empty">
          {t('quality.mistakes.empty')}
        </p>
      ) : (
        <ul className="wq-mistakes__list">
          {items.map((m) => (
            <li key={m.id} className="wq-mistake" data-testid={`mistake-${m.id}`}>
              <div className="wq-mistake__media">
                {m.image ? (
                  <img src={m.image} alt={t('quality.mistakes.image')} loading="lazy" />
                ) : (
                  <span className="muted">{t('quality.mistakes.noImage')}</span>
                )}
              </div>
              <dl className="wq-pairs">
                <div>
                  <dt>{t('quality.mistakes.kind')}</dt>
                  <dd>{t(`kinds.${m.kind}`, { defaultValue: m.kind })}</dd>
                </div>
                <div>
                  <dt>{t('quality.mistakes.yours')}</dt>
                  <dd>
                    <AnswerText answer={m.answer} testId="mistake-answer" />
                  </dd>
                </div>
                <div>
                  <dt>{t('quality.mistakes.correct')}</dt>
                  <dd>
                    {m.correctAnswer === null ? (
                      <span className="muted" data-testid="mistake-correct">
                        {t('quality.mistakes.notKnown')}
                      </span>
                    ) : (
                      <AnswerText answer={m.correctAnswer} testId="mistake-correct" />
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('quality.mistakes.source')}</dt>
                  <dd data-testid="mistake-source">{t(`quality.mistakes.sources.${m.source}`)}</dd>
                </div>
                <div>
                  <dt>{t('quality.mistakes.lost')}</dt>
                  <dd data-testid="mistake-lost">{formatUsd(m.lostMicros / 1_000_000, i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('quality.mistakes.date')}</dt>
                  <dd>
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <FormError error={mistakes.isFetchNextPageError ? mistakes.error : null} />
      {mistakes.hasNextPage ? (
        <Button variant="ghost" disabled={mistakes.isFetchingNextPage} onClick={() => void mistakes.fetchNextPage()}>
          {t('quality.mistakes.more')}
        </Button>
      ) : null}
    </section>
  );
}

/** `/cabinet/mistakes`: the quality figures, then the mistakes. */
export function MistakesScreen() {
  const quality = useWorkerQuality();
  return (
    <>
      {quality.data ? (
        <QualityFigures quality={quality.data} />
      ) : quality.error ? (
        <FormError error={quality.error} />
      ) : (
        <Loading />
      )}
      <MistakesList />
    </>
  );
}
