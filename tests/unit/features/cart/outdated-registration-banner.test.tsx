import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OutdatedRegistrationBanner } from '../../../../src/features/cart/outdated-registration-banner';
import { PARTNER_ID, freshDb } from '../catalogue/fixtures';

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

const cart = (outdatedRegistration: boolean) => ({
  id: 9, partnerId: PARTNER_ID, status: 'OPEN' as const, issues: [], orderNumber: null, outdatedRegistration, fetchedAt: 0,
});

beforeEach(async () => {
  db = await freshDb();
});

describe('OutdatedRegistrationBanner', () => {
  it('asks outdated registrations to update, with a WhatsApp contact link', async () => {
    await db.carts.put(cart(true));
    render(<OutdatedRegistrationBanner partnerId={PARTNER_ID} />);
    expect(await screen.findByText('Seu cadastro precisa ser atualizado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fale conosco' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('shows nothing for an up-to-date registration', async () => {
    await db.carts.put(cart(false));
    const { container } = render(<OutdatedRegistrationBanner partnerId={PARTNER_ID} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
