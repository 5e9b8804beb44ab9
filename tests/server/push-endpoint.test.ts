import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from '../../server/src/push/push-endpoint';

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGx',
  ])('accepts the browsers’ push service %s', (url) => {
    expect(isPushServiceEndpoint(url)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://user@fcm.googleapis.com/x',
    'https://localhost/x',
    'https://10.0.0.1/x',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPushServiceEndpoint(url)).toBe(false);
  });
});
