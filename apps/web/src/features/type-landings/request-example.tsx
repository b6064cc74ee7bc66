import { exampleOrigin, type RequestExample } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../ui/code-block.tsx';

/**
 * A request example, each part with a Copy button: in.php + res.php with curl, then the createTask
 * body. `shown`, when given, is what the blocks show (a shortened form); Copy copies `example`.
 */
export function RequestExampleBlock({
  example,
  shown,
}: {
  example: RequestExample;
  shown?: Pick<RequestExample, 'v1' | 'v2'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="request-example" data-testid="request-example">
      <h3>{t('landings2:example.v1')}</h3>
      <CodeBlock code={example.v1} display={shown?.v1} />
      <h3>{t('landings2:example.v2', { url: `${exampleOrigin(example.host)}/createTask` })}</h3>
      <CodeBlock code={example.v2} display={shown?.v2} />
    </div>
  );
}

/** "2.4 s over 120 tasks (last 30 days)" or "not measured yet". */
export function SolveTime({ time }: { time: { averageSeconds: number; tasks: number } | null }) {
  const { t, i18n } = useTranslation();
  if (!time) return <span data-testid="solve-time">{t('landings2:solveTime.none')}</span>;
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(time.averageSeconds);
  return <span data-testid="solve-time">{t('landings2:solveTime.measured', { seconds, count: time.tasks })}</span>;
}
