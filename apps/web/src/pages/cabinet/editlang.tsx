import { WorkerFrame } from '../../features/worker-quality/frame.tsx';
import { LanguagesScreen } from '../../features/worker-quality/languages.tsx';

/** `/cabinet/editlang`: the languages of the tasks the worker can solve. */
export function CabinetEditLangPage() {
  return (
    <WorkerFrame routeId="cabinetEditLang">
      <LanguagesScreen />
    </WorkerFrame>
  );
}
