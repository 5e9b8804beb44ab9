import { usePartnerId } from '../partners/use-partner-id';
import { familyTags } from './filter-of';
import { ScopeScreen } from './scope-screen';
import { useNamedId } from './use-named-id';

/** '/marca?id=&name=': the brand's products, filtered by family tags. */
export function BrandScreen() {
  const partnerId = usePartnerId();
  const { id, name } = useNamedId();
  return (
    <ScopeScreen
      partnerId={partnerId}
      title={name}
      scope={{ kind: 'brand', id, match: (row) => row.product.brand.id === id }}
      tagsOf={familyTags}
    />
  );
}
