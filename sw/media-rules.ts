const MEDIA_PREFIX = '/media/';
const LEGAL_PREFIX = '/media/legal/';

/** The CDN origin from CDN_HOST ('cdn.example.com' or 'https://cdn.example.com'), or null. */
export function cdnOrigin(cdnHost: string): string | null {
  const host = cdnHost.trim();
  if (!host) return null;
  try {
    return new URL(/^https?:\/\//.test(host) ? host : `https://${host}`).origin;
  } catch {
    return null;
  }
}

/** Images and videos under /media/, on our origin or already on the CDN; not the terms documents. */
export function isMediaRequest(url: URL, appOrigin: string, cdnHost: string): boolean {
  const onOurHosts = url.origin === appOrigin || url.origin === cdnOrigin(cdnHost);
  return onOurHosts && url.pathname.startsWith(MEDIA_PREFIX) && !url.pathname.startsWith(LEGAL_PREFIX);
}

export function isLegalDocument(url: URL, appOrigin: string): boolean {
  return url.origin === appOrigin && url.pathname.startsWith(LEGAL_PREFIX);
}

/** The media-host address served from the CDN when CDN_HOST is set (spec: media hosts → CDN). */
export function cdnUrl(url: string, cdnHost: string): string {
  const origin = cdnOrigin(cdnHost);
  if (!origin) return url;
  const source = new URL(url);
  if (!source.pathname.startsWith(MEDIA_PREFIX)) return url;
  return `${origin}${source.pathname}${source.search}`;
}
