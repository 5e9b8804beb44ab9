// The cart's 'Compartilhar' names the partner: while the partner's record is still being read from the device, no
// button (a tap then shared "Carrinho em " with no name, seen in the offline e2e).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Partner } from '../../../../src/domain/entities/account';
import { ShareCart } from '../../../../src/features/cart/share-cart';
import type { CartLine } from '../../../../src/features/cart/use-cart-lines';

const partner = vi.hoisted(() => ({ current: undefined as Partner | undefined }));
vi.mock('../../../../src/features/partners/use-partners', () => ({ usePartnerName: () => partner.current?.name }));

const line = { item: { productId: 7, quantity: 2, productPackageId: 1 }, product: null } as unknown as CartLine;
const estimate = { subtotal: 10, deliveryFee: 0, variableWeightMargin: 0, total: 10, partial: false };
const shareLink = () => screen.queryByRole('link', { name: 'Compartilhar o carrinho pelo WhatsApp' });

describe('ShareCart', () => {
  it('waits for the partner before offering to share, then names it', () => {
    const { rerender } = render(<ShareCart partnerId={1} lines={[line]} estimate={estimate} />);
    expect(shareLink()).toBeNull();
    partner.current = { id: 1, name: 'Distribuidora São Jorge' } as Partner;
    rerender(<ShareCart partnerId={1} lines={[line]} estimate={estimate} />);
    const text = decodeURIComponent(new URL(shareLink()!.getAttribute('href')!).searchParams.get('text') ?? '');
    expect(text).toMatch(/^Carrinho em Distribuidora São Jorge\n1 item\n/);
  });
});
