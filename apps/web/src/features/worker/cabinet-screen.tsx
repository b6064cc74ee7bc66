import { TRAINING_PASS_SHARE, TRAINING_TASKS, type UserType } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { CABINET_PATH } from '../auth/destinations.ts';
import { useCurrentUser } from '../user/current-user.ts';
import { useWorkerMe } from './api.ts';
import { formatPercent } from './format.ts';
import { WorkerStats } from './stats.tsx';
import { WorkPanel } from './work-panel.tsx';

/** For a customer or developer: this is not their screen, here is theirs. */
function NotAWorker({ userType }: { userType: UserType | null }) {
  const { t } = useTranslation('worker');
  return (
    <div className="notice notice--warning" role="note" data-testid="not-worker">
      <p>{t('access.notWorker')}</p>
      {userType ? (
        <Link to={CABINET_PATH[userType]}>{t(`access.ownCabinet.${userType}`)}</Link>
      ) : (
        <Link to="/select-role">{t('access.chooseRole')}</Link>
      )}
    </div>
  );
}

/** For a worker not admitted yet: the way in is the training, which admits them when passed. */
function NotAdmitted() {
  const { t, i18n } = useTranslation('worker');
  return (
    <div className="notice notice--warning" role="note" data-testid="not-admitted">
      <p>
        <strong>{t('access.notAdmittedTitle')}</strong>
      </p>
      <p>
        {t('access.notAdmitted', {
          count: TRAINING_TASKS,
          share: formatPercent(TRAINING_PASS_SHARE, i18n.language),
        })}
      </p>
      <p>
        <Link to="/cabinet/training" className="button button--primary">
          {t('access.startTraining')}
        </Link>
      </p>
      <p className="muted">{t('access.trainingRetry')}</p>
    </div>
  );
}

/** The worker's working screen: standing and earnings, then tasks one after another. */
export function WorkerCabinetScreen() {
  const { t } = useTranslation('worker');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const userType = user?.profile.userType ?? null;
  const isWorker = userType === 'worker';
  const me = useWorkerMe(isWorker);

  let body: React.ReactNode;
  if (user === undefined) {
    body = (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  } else if (!isWorker) body = <NotAWorker userType={userType} />;
  else if (me.data === undefined) {
    body = me.error ? (
      <FormError error={me.error} />
    ) : (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  } else if (!me.data.admitted) {
    body = (
      <>
        <WorkerStats me={me.data} />
        <NotAdmitted />
      </>
    );
  } else {
    body = (
      <>
        <WorkerStats me={me.data} />
        <WorkPanel />
      </>
    );
  }
  return body;
}
