// Classifying a family, the sector drawer, the sector screen and the contacts screen, against
// the real API in-process.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact, ProductEntry, Section } from '../../../../src/domain/entities/catalogue';
import { validateNamedIdSearch } from '../../../../src/app/route-search';
import { FamilyScreen } from '../../../../src/features/browse/family-screen';
import { ContactsScreen } from '../../../../src/features/contacts/contacts-screen';
import { SectorScreen } from '../../../../src/features/browse/sector-screen';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';
import { P, deviceProducts, query, someFamily } from './fixtures';

const api = useRealApi();
const named = { validateSearch: validateNamedIdSearch };

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  sessionStorage.clear();
});

async function openFamily() {
  await refreshHome(P);
  await pullCatalogue(P);
  const family = await someFamily();
  await renderPartnerScreen(FamilyScreen, `/detalhes-categoria?${query({ id: family.id, name: family.name })}`, named);
  return family;
}

/** The classify button, once the sectors are known. */
async function classifyButton(name: string | RegExp) {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 5000 });
  return button;
}

/** The family's sector as the server files it (read from one of its products). */
async function serverSector(productId: number) {
  return (await api.get<ProductEntry>(`/purchase/product/${productId}`, P)).customerProductSection;
}

describe('classifying a family', () => {
  it("'Reclassificar' files the family into the chosen sector, on the server and on screen", async () => {
    const family = await openFamily();
    const sections = await api.get<Section[]>(`/purchase/customer/section/${P}`, P);
    const before = await serverSector(family.products[0]!.id);
    const target = sections.find((section) => section.id !== before?.id)!;
    fireEvent.click(await classifyButton(before ? 'Reclassificar' : 'Classificar'));
    const dialog = await screen.findByRole('dialog', { name: `Classificar ${family.name}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: target.name }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(await serverSector(family.products[0]!.id)).toEqual({ id: target.id, name: target.name });
    expect(await screen.findByRole('link', { name: target.name }, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls()).toContain(`PUT /purchase/customer/section/${target.id}/product-family/${family.id}`);
  });

  it("choosing the family's current sector takes it out, and the button says 'Classificar'", async () => {
    const family = await openFamily();
    const current = await serverSector(family.products[0]!.id);
    expect(current).not.toBeNull();
    fireEvent.click(await classifyButton('Reclassificar'));
    const dialog = await screen.findByRole('dialog', { name: `Classificar ${family.name}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: current!.name, checked: true }));
    expect(await screen.findByRole('button', { name: 'Classificar' }, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls()).toContain(`DELETE /purchase/customer/section/${current!.id}/product-family/${family.id}`);
    expect(await serverSector(family.products[0]!.id)).toBeNull();
  });

  it("says 'Algo inesperado aconteceu! Tente novamente...' when the server refuses, and keeps the sector", async () => {
    const family = await openFamily();
    const sections = await api.get<Section[]>(`/purchase/customer/section/${P}`, P);
    const before = await serverSector(family.products[0]!.id);
    api.fail(/\/product-family\//, 404, 1, 'PUT');
    fireEvent.click(await classifyButton('Reclassificar'));
    const dialog = await screen.findByRole('dialog', { name: `Classificar ${family.name}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: sections.find((s) => s.id !== before?.id)!.name }));
    expect(await screen.findByText('Algo inesperado aconteceu! Tente novamente...', {}, { timeout: 8000 })).toBeTruthy();
    expect(await serverSector(family.products[0]!.id)).toEqual(before);
  });

  it("says 'Não há setores disponiveis para categorização!' when the partner has no sectors", async () => {
    api.fail(/^\/purchase\/customer\/section\/1$/, { status: 200, body: [] }, 5);
    await openFamily();
    fireEvent.click(await classifyButton(/classificar/i));
    expect(await screen.findByText('Não há setores disponiveis para categorização!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sector drawer', () => {
  it("'Setores' sets the chosen sector as the list's filter and closes; the active one chosen again clears it", async () => {
    const family = await openFamily();
    const all = (await screen.findAllByRole('article', {}, { timeout: 5000 })).length;
    const inUse = await api.get<Section[]>(`/purchase/customer/section/${P}/with-product`, P);
    const other = inUse.find((section) => !family.products.some((row) => row.customerProductSection?.id === section.id))!;
    fireEvent.click(screen.getByRole('button', { name: 'Setores' }));
    const sheet = await screen.findByRole('dialog', { name: 'Setores' });
    expect(within(sheet).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(inUse.map((s) => s.name));
    fireEvent.click(within(sheet).getByRole('radio', { name: other.name }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Setor: ${other.name}` }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Setores' })).getByRole('radio', { name: other.name }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(all));
    expect(screen.getByRole('button', { name: 'Setores' })).toBeTruthy();
  });

  it("'Buscar setor' narrows the sheet's sectors 1 s after the last keystroke", async () => {
    await openFamily();
    const inUse = await api.get<Section[]>(`/purchase/customer/section/${P}/with-product`, P);
    const wanted = inUse[inUse.length - 1]!;
    fireEvent.click(await screen.findByRole('button', { name: 'Setores' }, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Setores' });
    const names = () => within(sheet).queryAllByRole('radio').map((radio) => radio.parentElement!.textContent);
    // typed without accents and in upper case
    const typed = wanted.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const typedAt = Date.now();
    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Buscar setor' }), { target: { value: typed } });
    expect(names()).toHaveLength(inUse.length);
    await waitFor(() => expect(names()).toEqual([wanted.name]), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(950);
    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Buscar setor' }), { target: { value: 'zzzz' } });
    expect(await within(sheet).findByText('Nenhum setor encontrado.', undefined, { timeout: 3000 })).toBeTruthy();
  });
});

describe('sector screen', () => {
  it('lists the products of the families filed in the sector', async () => {
    await refreshHome(P);
    await pullCatalogue(P);
    const rows = await deviceProducts();
    const section = rows.find((row) => row.customerProductSection)!.customerProductSection!;
    await renderPartnerScreen(SectorScreen, `/setor?${query({ id: section.id, name: section.name })}`, named);
    expect(await screen.findByRole('heading', { name: section.name })).toBeTruthy();
    const list = await screen.findByRole('list', { name: `Produtos de ${section.name}` }, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Setores' })).toBeNull();
  });
});

describe('contacts screen', () => {
  it("lists the partner's contacts, each opening a WhatsApp chat with the phone's digits", async () => {
    const contacts = await api.get<Contact[]>('/partner/contact', P);
    await renderPartnerScreen(ContactsScreen, `/contatos?parceiro=${P}`);
    expect(await screen.findByRole('heading', { name: 'Contatos' })).toBeTruthy();
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(contacts.length);
    for (const [index, contact] of contacts.entries()) {
      expect(links[index]!.textContent).toBe(`${contact.name}${contact.description}${contact.phoneNumber}`);
      expect(links[index]!.getAttribute('href')).toBe(`https://wa.me/${contact.phoneNumber.replace(/\D/g, '')}`);
    }
  });

  it("says 'Nenhum contato.' when the partner has none", async () => {
    api.fail(/^\/partner\/contact$/, { status: 200, body: [] });
    await renderPartnerScreen(ContactsScreen, `/contatos?parceiro=${P}`);
    expect(await screen.findByText('Nenhum contato.')).toBeTruthy();
  });

  it('goes back to partner selection (a partner is selected)', async () => {
    const { router } = await renderPartnerScreen(ContactsScreen, `/contatos?parceiro=${P}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parceiro'));
  });
});
