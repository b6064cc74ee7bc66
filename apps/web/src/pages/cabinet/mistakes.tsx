import { WorkerFrame } from '../../features/worker-quality/frame.tsx';
import { MistakesScreen } from '../../features/worker-quality/mistakes.tsx';

/** `/cabinet/mistakes`: the worker's accuracy and level, and the answers found wrong. */
export function CabinetMistakesPage() {
  return (
    <WorkerFrame routeId="cabinetMistakes">
      <MistakesScreen />
    </WorkerFrame>
  );
}
