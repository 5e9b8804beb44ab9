import type { StoredProduct } from '../../db/user-db';
import { ClassifyFamily } from './classify-family';
import { usePartnerId } from '../partners/use-partner-id';
import { brandTags } from './filter-of';
import { ScopeScreen } from './scope-screen';
import { useNamedId } from './use-named-id';

/** The family's sector: the one its products on the device carry. */
const sectorOf = (products: StoredProduct[]) => products.find((row) => row.customerProductSection)?.customerProductSection ?? null;

/** '/detalhes-categoria?id=&name=': a family's products (the category screen opens it), filtered by brand tags. */
export function FamilyScreen() {
  const partnerId = usePartnerId();
  const { id, name } = useNamedId();
  return (
    <ScopeScreen
      partnerId={partnerId}
      title={name}
      scope={{ kind: 'family', id, match: (row) => row.product.family.id === id }}
      tagsOf={brandTags}
    >
      {(products) =>
        products.length > 0 && <ClassifyFamily partnerId={partnerId} family={{ id, name }} current={sectorOf(products)} />
      }
    </ScopeScreen>
  );
}
