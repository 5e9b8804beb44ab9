// Nothing the user did is lost or applied twice, and no order is placed twice or on terms the screen did not show:
// a seeded random mix of cart and favorite changes, offline periods, reloads and closes (also while sending), two
// tabs, orders finished offline, prices changed on the server meanwhile, and a bad network (lie-fi, resets, 503 and
// captive-portal pages, lost answers: support/bad-network.ts) (scripts/bench/durability-*.mjs). Short here, every
// kind of operation at least once (DURABILITY_OPERATIONS raises it, DURABILITY_SEED replays one, DURABILITY_FAULTS=0
// leaves the network good); the bench runs 1,000.
import { expect, test } from './support/bad-network';
import { expectAccessible } from './support/a11y';
import { partnerIdOf, signIn } from './support/auth';
import { resetServerCart } from './support/cart-api';
import { waitForServiceWorker } from './support/network';
import { partners, person } from './support/users';
import { coveringSeed, durabilityMix, durabilitySeed } from '../../scripts/bench/durability-ops.mjs';
import { runDurability } from '../../scripts/bench/durability-play.mjs';

const OPERATIONS = Number(process.env.DURABILITY_OPERATIONS ?? 30);
const PRODUCTS = 4;

test('durability: a random mix of changes, offline orders, price changes, tabs, reloads, closes and network faults loses nothing and does nothing twice', { tag: '@service-worker' }, async ({
  page,
  context,
  network,
  serverURL,
  request,
}) => {
  test.setTimeout(Math.max(300_000, OPERATIONS * 3_000));
  const mix = durabilityMix();
  const seed = coveringSeed(durabilitySeed(), OPERATIONS, PRODUCTS, mix);
  console.log(`durability seed ${seed} (DURABILITY_SEED=${seed} replays it), ${OPERATIONS} operations`);
  await resetServerCart(request, person, partners.saoJorge.id);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForServiceWorker(page);
  const started = Date.now();
  // DURABILITY_VERBOSE: each operation as it starts, with the seconds since the run began.
  const onStep = process.env.DURABILITY_VERBOSE
    ? (index: number, operation: object) => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s #${index} ${JSON.stringify(operation)}`)
    : undefined;
  const run = await runDurability({
    page, context, baseURL: serverURL, proxy: network, partnerId: partnerIdOf(page), seed, count: OPERATIONS, mix, productCount: PRODUCTS, onStep,
  });
  const { changes, orders } = run;
  console.log(
    `durability: ${run.operations} operations ${JSON.stringify(run.kinds)}, seed ${seed}, ${changes.lost} lost, ${changes.duplicated} applied twice, ` +
      `${orders.queued} orders queued (${orders.placed} placed, ${orders.reviews} in review), ${orders.ordersTwice} placed twice, ` +
      `${orders.wrongTerms} on wrong terms, ${run.seconds.toFixed(1)} s; network faults met ${JSON.stringify(network.counts())}`,
  );
  expect({ changes: changes.problems, orders: orders.problems }, `seed ${seed}`).toEqual({ changes: [], orders: [] });
  expect(changes.pending).toBe(0);
  expect(orders.queued).toBeGreaterThan(0);
  // The suite checks the fixture's page, which a reopening may have closed.
  if (run.page !== page) await expectAccessible(run.page, { force: true });
});
