// Balcão service worker. Each policy is one module; the order below is the order routes
// are matched in.
import { swConfig } from './config';
import { installLifecycle } from './lifecycle';
import { installPrecache } from './precache';
import { installVersionFiles } from './version-files';
import { installNavigationFallback } from './navigation';
import { installApiCache } from './api-cache';
import { installMediaCache } from './media-cache';
import { installDecoderCache } from './decoder-cache';
import { installOutboxSync } from './outbox-sync';
import { installPush } from './push';

installLifecycle(); //          SKIP_WAITING on the page's word, claim clients, drop old caches
installPrecache(); //           the app shell, versioned by workbox-build
installVersionFiles(); //       /version*.json: network only
installNavigationFallback(swConfig.apiBase); // app addresses → precached index.html
installApiCache(swConfig.apiBase); //          API GETs: network first (3 s), per-user cache
installMediaCache(swConfig.cdnHost); //        media: cache first, 600 entries / 30 days, CDN
installDecoderCache(); //       the barcode decoder's wasm: kept after the scanner's first use
installOutboxSync(); //         background sync → ask open pages to flush the outbox
installPush(); //               Web Push: show the notification, a tap opens its order
