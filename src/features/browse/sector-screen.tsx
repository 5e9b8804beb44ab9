import { Navigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { ScopeScreen } from './scope-screen';
import { useCategoryTags } from './use-category-tags';
import { useNamedId } from './use-named-id';
import { usePartnerId } from '../partners/use-partner-id';
import { sectorMessages } from './sector-messages';
import { useSections } from './use-sections';

/** '/setor?id=&name=': the products of the families filed in a sector; only when more than one sector exists. */
export function SectorScreen() {
  const partnerId = usePartnerId();
  const tagsOf = useCategoryTags(partnerId);
  const { id, name } = useNamedId();
  const { all, shown } = useSections(partnerId);
  if (all !== undefined && !shown) return <Navigate to={paths.home} search={{ [PARTNER_QUERY]: partnerId }} replace />;
  return (
    <ScopeScreen
      partnerId={partnerId}
      title={name}
      scope={{ kind: 'product-section', id, match: (row) => row.customerProductSection?.id === id }}
      tagsOf={tagsOf}
      sectorFiltered={false}
      emptyText={sectorMessages.noProducts}
    />
  );
}
