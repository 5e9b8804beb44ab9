// The home's brand carousel, on desktop only, against the real API in-process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Brand } from '../../../../src/domain/entities/catalogue';
import { DesktopBrands } from '../../../../src/features/catalogue/desktop-brands';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;

/** A viewport `width` px wide, as matchMedia answers for min-width queries. */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const showBrands = () => renderPartnerScreen(() => <DesktopBrands partnerId={P} />, `/?parceiro=${P}`);

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

afterEach(() => vi.unstubAllGlobals());

describe('brand carousel', () => {
  it("on desktop, shows the partner's brands, each linking to its brand screen with id and name", async () => {
    viewportWidth(1280);
    const brands = await api.get<Brand[]>(`/products/brands/${P}`, P);
    await showBrands();
    const carousel = await screen.findByRole('region', { name: 'Marcas' });
    const links = await within(carousel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(brands.map((brand) => brand.name));
    const href = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect([href.pathname, href.searchParams.get('id'), href.searchParams.get('name')]).toEqual(['/marca', String(brands[0]!.id), brands[0]!.name]);
  });

  it('is not shown, nor its brands asked for, below 900 px', async () => {
    viewportWidth(412);
    api.sent.length = 0;
    await showBrands();
    expect(screen.queryByRole('region', { name: 'Marcas' })).toBeNull();
    expect(api.calls().filter((call) => call.includes('/products/brands/'))).toEqual([]);
  });

  it("has a pause button that becomes 'Retomar marcas' once pressed", async () => {
    viewportWidth(1280);
    await showBrands();
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar marcas' }));
    expect(screen.getByRole('button', { name: 'Retomar marcas' })).toBeTruthy();
  });

  it('opens offline from the brands the last visit stored', async () => {
    viewportWidth(1280);
    const first = await showBrands();
    await screen.findByRole('region', { name: 'Marcas' });
    first.unmount();
    api.setOnline(false);
    await showBrands();
    expect(await screen.findByRole('region', { name: 'Marcas' })).toBeTruthy();
  });
});
