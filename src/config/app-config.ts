// Build-time configuration (scripts/build.mjs maps APP_ENV, API_BASE, CDN_HOST,
// SUPPORT_WHATSAPP and SIGNUP_PARTNER_ID to these VITE_* values), so the first paint never waits on a fetch.
const env = import.meta.env;

export const config = {
  apiBase: env.VITE_API_BASE || '/api/ecommerce',
  cdnHost: env.VITE_CDN_HOST || '',
  supportWhatsapp: env.VITE_SUPPORT_WHATSAPP || '5511999999999',
  /** the partner the landing's 'Solicite seu código de acesso' signs up with (query `code`) */
  signupPartnerId: Number(env.VITE_SIGNUP_PARTNER_ID) || 1,
  environment: env.VITE_APP_ENV === 'production' ? 'production' : 'homologation',
  version: env.VITE_APP_VERSION || 'dev',
} as const;
