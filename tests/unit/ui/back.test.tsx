import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBack } from '../../../src/ui/back';
import { ScreenHeading } from '../../../src/ui/screen-heading';
import { renderWithRouter } from '../app/render-with-router';

function BackScreen({ partnerId }: { partnerId: number | null }) {
  return <ScreenHeading onBack={useBack(partnerId)}>Carrinho</ScreenHeading>;
}

describe("the 'back' pseudo-route", () => {
  it('returns to the previous entry of the app history', async () => {
    const { router } = await renderWithRouter(() => <BackScreen partnerId={2} />, '/tela?parceiro=2');
    await router.navigate({ href: '/outra' });
    await router.navigate({ href: '/tela?parceiro=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await expect.poll(() => router.state.location.pathname).toBe('/outra');
  });

  it("goes to the partner's home on a page opened directly, not out of the app", async () => {
    const { router } = await renderWithRouter(() => <BackScreen partnerId={2} />, '/tela?parceiro=2');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await expect.poll(() => router.state.location.href).toBe('/?parceiro=2');
  });

  it('goes to partner selection without a partner', async () => {
    const { router } = await renderWithRouter(() => <BackScreen partnerId={null} />, '/tela');
    expect(screen.getByRole('heading', { name: 'Carrinho' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await expect.poll(() => router.state.location.pathname).toBe('/parceiro');
  });
});
