import { useTranslation } from 'react-i18next';
import { WorkerCabinetScreen } from '../../features/worker/cabinet-screen.tsx';
import '../../features/worker/worker.css';

/** `/cabinet`: the worker's working screen. */
export function WorkerCabinetPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--worker" data-route="workerCabinet">
      <h1>{t('routes:workerCabinet.title')}</h1>
      <WorkerCabinetScreen />
    </section>
  );
}
