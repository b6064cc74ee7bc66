import { WorkerFrame } from '../../features/worker-quality/frame.tsx';
import { TrainingScreen } from '../../features/worker-quality/training.tsx';

/** `/cabinet/training`: how each kind is solved, then a training on control tasks. */
export function CabinetTrainingPage() {
  return (
    <WorkerFrame routeId="cabinetTraining">
      <TrainingScreen />
    </WorkerFrame>
  );
}
