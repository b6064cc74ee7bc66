import type { CodeSampleSet } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeBlock } from '../../ui/code-block.tsx';
import './code-samples.css';

/** How to run a set (runtime, API key, commands) and its files with copy buttons. */
export function SampleSetView({ set, filesTitle }: { set: CodeSampleSet; filesTitle: string }) {
  const { t } = useTranslation('samples');
  const single = set.files.length === 1;
  return (
    <>
      <section className="section" aria-labelledby="sample-how">
        <h2 id="sample-how">{t('lang.howTitle')}</h2>
        <p>{t('lang.requires', { requires: set.requires })}</p>
        <p>
          {t('lang.howKey')} <Link to="/enterpage">{t('lang.dashboard')}</Link>
        </p>
        <p>{t('lang.howBase', { url: set.baseUrl })}</p>
        <CodeBlock code={set.run.join('\n')} title={t('lang.runTitle')} testId="sample-run" />
        {set.files.some((f) => f.role === 'receiver') ? <p>{t('lang.howPingback')}</p> : null}
        {set.check === 'run' ? <p className="notice notice--info">{t('lang.tested')}</p> : null}
      </section>
      <section className="section" aria-labelledby="sample-files">
        <h2 id="sample-files">{filesTitle}</h2>
        {set.files.map((file) => (
          <div key={file.name} data-file={file.name}>
            {single ? null : <h3>{t(`role.${file.role}`)}</h3>}
            <CodeBlock code={file.code} title={file.name} />
          </div>
        ))}
      </section>
    </>
  );
}
