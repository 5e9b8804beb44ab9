import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { NOT_FOUND, onError } from './http/errors';
import { limitBody, noStore, rejectNul } from './http/input-guards';
import { securityHeaders } from './http/security-headers';
import { wakeWorkers } from './http/wake-workers';
import { useZodPortugueseMessages } from './http/zod-messages';
import { accessCodeRoutes } from './routes/access-code';
import { authRoutes } from './routes/auth';
import { cardPaymentRoutes } from './routes/card-payments';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { catalogueChangeRoutes } from './routes/catalogue-changes';
import { checkoutRoutes } from './routes/checkout';
import { deviceRoutes } from './routes/devices';
import { companyRegisterRoutes } from './routes/company-register';
import { devRoutes } from './routes/dev';
import { devInboxRoutes } from './routes/dev-inbox';
import { devReplayApiRoutes, devReplayPageRoutes } from './routes/dev-replays';
import { favoriteRoutes } from './routes/favorites';
import { guestRoutes } from './routes/guests';
import { INTEGRATION_BASE, integrationRoutes } from './routes/integration';
import { mediaRoutes } from './routes/media';
import { orderEditRoutes } from './routes/order-edit';
import { orderPaymentRoutes } from './routes/order-payment';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partners';
import { paymentSlipRoutes } from './routes/payment-slips';
import { pixRoutes } from './routes/pix';
import { pushRoutes } from './routes/push';
import { productDetailRoutes } from './routes/product-details';
import { recoveryRoutes } from './routes/recovery';
import { sectionRoutes } from './routes/sections';
import { sessionReplayRoutes } from './routes/session-replays';
import { showcaseRoutes } from './routes/showcase';
import { signupRoutes } from './routes/signup';
import { signupEmailRoutes } from './routes/signup-email';
import { signupNumberRoutes } from './routes/signup-number';
import { staticRoutes } from './routes/static';
import { uniqueAccessRoutes } from './routes/unique-access';
import { userRoutes } from './routes/user';

export function createApp(deps: AppDeps) {
  useZodPortugueseMessages();
  const api = new Hono<AppEnv>().use('*', noStore, limitBody, rejectNul, wakeWorkers(deps));
  api
    .route('/', authRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', guestRoutes(deps))
    .route('/', deviceRoutes(deps))
    .route('/', partnerRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', catalogueChangeRoutes(deps))
    .route('/', productDetailRoutes(deps))
    .route('/', sectionRoutes(deps))
    .route('/', showcaseRoutes(deps))
    .route('/', favoriteRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', checkoutRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', orderEditRoutes(deps))
    .route('/', pixRoutes(deps))
    .route('/', cardPaymentRoutes(deps))
    .route('/', orderPaymentRoutes(deps))
    .route('/', paymentSlipRoutes(deps))
    .route('/', signupRoutes(deps))
    .route('/', signupNumberRoutes(deps))
    .route('/', signupEmailRoutes(deps))
    .route('/', companyRegisterRoutes(deps))
    .route('/', uniqueAccessRoutes(deps))
    .route('/', recoveryRoutes(deps))
    .route('/', accessCodeRoutes(deps))
    .route('/', sessionReplayRoutes(deps));
  if (deps.push) api.route('/', pushRoutes(deps, deps.push));
  if (deps.config.devRoutes) api.route('/', devRoutes(deps)).route('/', devReplayApiRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config.cdnHost));
  app.route(deps.config.apiBase, api);
  app.route(INTEGRATION_BASE, integrationRoutes(deps));
  if (deps.config.devRoutes) app.route('/', devInboxRoutes(deps)).route('/', devReplayPageRoutes(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', staticRoutes(deps));
  app.notFound((c) => c.json({ message: NOT_FOUND }, 404));
  app.onError(onError);
  return app;
}
