// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userAgentLabel } from '../../../src/domain/user-agent-label';

describe('userAgentLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
      { browser: 'Chrome 126', system: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari 17', system: 'iOS 17.4' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox 127', system: 'Windows 10' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet 25', system: 'Android 13' },
    ],
  ])('reads %s', (userAgent, label) => {
    expect(userAgentLabel(userAgent)).toEqual(label);
  });

  it('says what it could not recognise', () => {
    expect(userAgentLabel('')).toEqual({ browser: 'Navegador desconhecido', system: 'Sistema desconhecido' });
    expect(userAgentLabel('curl/8.5.0')).toEqual({ browser: 'Navegador desconhecido', system: 'Sistema desconhecido' });
  });
});
