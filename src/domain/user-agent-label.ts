// A device's User-Agent as a person reads it: the browser and the system (ua-parser-js).
import UAParser from 'ua-parser-js';

export interface UserAgentLabel {
  browser: string;
  system: string;
}

const UNKNOWN = { browser: 'Navegador desconhecido', system: 'Sistema desconhecido' } as const;

function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}

/** 'Chrome 126' and 'Android 14' (the browser's major version, the system's full one); unknown parts say so. */
export function userAgentLabel(userAgent: string): UserAgentLabel {
  // Given nothing, the parser would read this browser's own navigator.userAgent.
  if (!userAgent.trim()) return { ...UNKNOWN };
  const { browser, os } = new UAParser(userAgent).getResult();
  return {
    browser: named(browser.name, browser.major) ?? UNKNOWN.browser,
    system: named(os.name, os.version) ?? UNKNOWN.system,
  };
}
