import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { NOT_FOUND, onError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { favoriteRoutes } from './routes/favorites';
import { mediaRoutes } from './routes/media';
import { partnerRoutes } from './routes/partners';
import { showcaseRoutes } from './routes/showcase';
import { staticRoutes } from './routes/static';
import { userRoutes } from './routes/user';

export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .route('/', authRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', partnerRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', showcaseRoutes(deps))
    .route('/', favoriteRoutes(deps))
    .route('/', cartRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config.cdnHost));
  app.route(deps.config.apiBase, api);
  app.route('/', mediaRoutes(deps));
  app.route('/', staticRoutes(deps));
  app.notFound((c) => c.json({ message: NOT_FOUND }, 404));
  app.onError(onError);
  return app;
}
