import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ItemView } from '../../features/software/item-view.tsx';
import { itemQuery } from '../../features/software/public-api.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** `/software/{slug}`: one catalogue item (rendered on the server with its first reviews). */
export function SoftwareItemPage() {
  const { slug = '' } = useParams();
  const { api } = useAppEnv();
  const item = useQuery(itemQuery(api, slug));
  return (
    <section className="page" data-route="softwareItem">
      <QueryView query={item}>{(data) => <ItemView item={data} />}</QueryView>
    </section>
  );
}
