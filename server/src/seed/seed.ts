import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { hashCode } from '../domain/secrets';
import { seedCatalogueExtras } from './catalogue-extras';
import { departments } from './catalogue-templates';
import { seedGuests } from './guests';
import { buildBanners, buildCustomerData } from './customer-data';
import { seedOrdering } from './ordering';
import { seedPartnerTokens } from './partner-tokens';
import { seedPaymentSlips } from './payment-slips';
import { orderingCustomers, orderingPartnerCustomers, orderingUsers } from './ordering-people';
import { customerPhones, customers, partnerCustomers, partners, servingPartnerIds, users } from './people';
import { buildCatalogue, buildProducts } from './products';
import { seededRandom } from './random';
import { seedSignup } from './signup';
import { seedRecoveryPeople } from './recovery-people';

export const DEFAULT_PRODUCTS_PER_PARTNER = 520;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partners');
  return row.n === 0;
}

/** Every table the seed fills or the app writes, children first. */
const TABLES = [
  'user_devices', 'guest_invitations', 'payment_slips',
  'catalogue_tombstones', 'customer_product_changes', 'customer_family_sections', 'sections', 'partner_contacts',
  'product_images', 'product_datasheets',
  'card_payments', 'pix_charges', 'order_items', 'orders', 'cart_issues', 'cart_items', 'carts', 'suggestions', 'purchase_history', 'favorites', 'banners', 'products',
  'families', 'brands', 'departments', 'idempotency_keys', 'reset_tokens', 'reset_codes', 'keep_connected', 'sessions', 'login_throttle', 'login_source_throttle',
  'signup_links', 'signup_sends', 'contact_requests', 'company_register',
  'push_subscriptions', 'messages', 'partner_tokens', 'customer_phones', 'users', 'partner_customers', 'coupons', 'payment_plans', 'customer_addresses', 'customers', 'partners',
];

export async function resetDatabase(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}

export interface SeedOptions {
  productsPerPartner?: number;
  today: Date;
  /** the demo partners' integration tokens (the README's); false for `npm run seed` with APP_ENV=production */
  partnerTokens?: boolean;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const count = options.productsPerPartner ?? DEFAULT_PRODUCTS_PER_PARTNER;
  const rng = seededRandom(20240601);
  const userRows = await Promise.all(
    [...users, ...orderingUsers].map(async ({ code, ...user }) => ({ ...user, code_hash: await hashCode(code) })),
  );
  const catalogue = buildCatalogue();
  const productsByPartner = new Map<number, ReturnType<typeof buildProducts>>();
  await db.transaction(async (tx) => {
    await insertRows(tx, 'partners', partners);
    await insertRows(tx, 'customers', [...customers, ...orderingCustomers]);
    await insertRows(tx, 'partner_customers', [...partnerCustomers, ...orderingPartnerCustomers]);
    await insertRows(tx, 'customer_phones', customerPhones);
    await insertRows(tx, 'users', userRows);
    // Before signup's: the recovery demo's phone keeps the fifth phone row (the tests name contacts by it).
    await seedRecoveryPeople(tx, options.today);
    await seedSignup(tx);
    await seedGuests(tx);
    await insertRows(tx, 'departments', departments);
    await insertRows(tx, 'brands', catalogue.brands);
    await insertRows(tx, 'families', catalogue.families);
    for (const [index, partnerId] of servingPartnerIds.entries()) {
      const products = buildProducts(rng, catalogue, partnerId, count, index * count + 1, options.today);
      await insertRows(tx, 'products', products);
      productsByPartner.set(partnerId, products);
      await insertRows(tx, 'banners', buildBanners(partnerId, index * 10 + 1));
      const served = partnerCustomers.filter((pc) => pc.partner_id === partnerId);
      for (const { customer_id } of served) {
        const data = buildCustomerData(rng, customer_id, products, options.today);
        await insertRows(tx, 'purchase_history', data.history);
        await insertRows(tx, 'suggestions', data.suggestions);
        await insertRows(tx, 'favorites', data.favorites);
      }
    }
    await seedOrdering(tx, productsByPartner, options.today);
    await seedCatalogueExtras(tx, catalogue, productsByPartner, options.today);
    await seedPaymentSlips(tx, options.today);
    if (options.partnerTokens ?? true) await seedPartnerTokens(tx, options.today);
  });
}
