// The server POSTs to whatever endpoint a subscription names: only the browsers' push services are
// accepted, so a forged subscription cannot make the server call an internal or arbitrary address.
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)notify\.windows\.com$/, /(^|\.)push\.apple\.com$/];

export function isPushServiceEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && url.username === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
