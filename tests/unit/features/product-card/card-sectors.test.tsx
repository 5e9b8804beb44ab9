// The card's sector link and its classify dialog, against the real API in-process.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Section } from '../../../../src/domain/entities/catalogue';
import { userDb } from '../../../../src/db/user-db';
import { ProductCard } from '../../../../src/features/product-card/product-card';
import { browseKeys } from '../../../../src/sync/pulls/browse-keys';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { ToastHost } from '../../../../src/ui/toast';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

/** A product on the device whose family is filed in a sector. */
async function filedProduct() {
  await pullCatalogue(P);
  const rows = await userDb().products.where('partnerId').equals(P).toArray();
  return rows.find((row) => row.customerProductSection && !row.product.deleted)!;
}

const inUse = (count: number): Section[] => Array.from({ length: count }, (_, i) => ({ id: 900 + i, name: `Setor ${i}` }));

describe("the card's sectors", () => {
  it('shows the sector link only when the partner uses more than one sector (C-41)', async () => {
    const entry = await filedProduct();
    const sector = entry.customerProductSection!;
    await userDb().meta.put({ key: browseKeys.sectionsInUse(P), value: inUse(1) });
    render(<ProductCard partnerId={P} entry={entry} size="large" />);
    await screen.findByRole('button', { name: `Reclassificar ${entry.product.family.name}` });
    expect(screen.queryByRole('link', { name: `Setor ${sector.name}` })).toBeNull();
    await userDb().meta.put({ key: browseKeys.sectionsInUse(P), value: inUse(2) });
    expect(await screen.findByRole('link', { name: `Setor ${sector.name}` })).toBeTruthy();
  }, 30_000);

  it('the classify dialog takes the family out when its current sector is chosen', async () => {
    const entry = await filedProduct();
    const sector = entry.customerProductSection!;
    render(
      <>
        <ProductCard partnerId={P} entry={entry} size="large" />
        <ToastHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: `Reclassificar ${entry.product.family.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Classificar ${entry.product.family.name}` }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('radio', { name: sector.name, checked: true }));
    expect(await screen.findByText(`Família retirada de ${sector.name}.`, undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls()).toContain(`DELETE /purchase/customer/section/${sector.id}/product-family/${entry.product.family.id}`);
    await waitFor(async () => expect((await userDb().products.get([P, entry.id]))?.customerProductSection).toBeNull());
  }, 30_000);
});
