// Signing in (with the API client and ky) is not loaded with the login page: the form's first
// focus, or the submit, loads it. Null when it cannot be loaded (offline before the worker cached it).
export const loadSignIn = () => import('../../session/sign-in').catch(() => null);
