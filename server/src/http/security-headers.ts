import type { MiddlewareHandler } from 'hono';

function contentSecurityPolicy(cdnHost: string): string {
  const cdn = cdnHost ? ` ${cdnHost}` : '';
  return [
    "default-src 'self'",
    // wasm-unsafe-eval lets the barcode decoder compile its WebAssembly; JavaScript eval stays forbidden.
    "script-src 'self' 'wasm-unsafe-eval'",
    `img-src 'self' data: blob:${cdn}`,
    `media-src 'self' data: blob:${cdn}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${cdn}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Set after the handler so error answers carry them too. */
export function securityHeaders(cdnHost: string): MiddlewareHandler {
  const csp = contentSecurityPolicy(cdnHost);
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}
