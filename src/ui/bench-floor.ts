// `npm run bench` measures some screens twice: as built, and as their floor, the same work drawn as plain text rows
// (scripts/bench/search-keys.mjs, quick-order.mjs, sync-center.mjs). The bench sets this session flag on the page
// between the two runs, so it is read each time a screen decides.
export const benchTextRows = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem('balcao:bench-text-rows') === '1';
