import type { DeveloperSoftware } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { developerItemQuery } from '../../features/software/api.ts';
import { SoftwareForm } from '../../features/software/software-form.tsx';
import '../../features/software/software.css';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

function useAfterSave() {
  const navigate = useNavigate();
  return (saved: DeveloperSoftware) => navigate('/software/softlist', { state: { saved: saved.name } });
}

/** `/software/add`: a new catalogue item (and its soft_id). */
export function SoftwareAddPage() {
  const { t } = useTranslation('software');
  const onSaved = useAfterSave();
  return (
    <section className="page" data-route="softwareAdd">
      <h1>{t('routes:softwareAdd.title')}</h1>
      <p className="lead">{t('form.addLead')}</p>
      <SoftwareForm item={null} onSaved={onSaved} />
    </section>
  );
}

/** `/software/{slug}/edit` (a slug, or the soft_id of one never submitted): the item's form. */
export function SoftwareEditPage() {
  const { t } = useTranslation('software');
  const { slug = '' } = useParams();
  const { api } = useAppEnv();
  const item = useQuery(developerItemQuery(api, slug));
  const onSaved = useAfterSave();
  return (
    <section className="page" data-route="softwareEdit">
      <h1>{t('routes:softwareEdit.title')}</h1>
      <QueryView query={item}>
        {(data) => (
          <>
            <p className="lead">{t('form.editLead', { name: data.name, softId: data.softId })}</p>
            <SoftwareForm key={data.softId} item={data} onSaved={onSaved} />
          </>
        )}
      </QueryView>
    </section>
  );
}
