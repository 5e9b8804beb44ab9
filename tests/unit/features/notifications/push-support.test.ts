// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushStep, sameBytes } from '../../../../src/features/notifications/push-support';

const state = { supported: true, permission: 'default' as NotificationPermission, dismissed: false, hasDeviceId: true };

describe('pushStep', () => {
  it('subscribes without asking when the permission is granted', () => {
    expect(pushStep({ ...state, permission: 'granted' })).toBe('subscribe');
  });

  it('offers notifications when the browser has not asked yet', () => {
    expect(pushStep(state)).toBe('offer');
  });

  it.each([
    ['refused', { permission: 'denied' as NotificationPermission }],
    ['dismissed', { dismissed: true }],
    ['not supported', { supported: false, permission: 'granted' as NotificationPermission }],
    ['without a device id', { hasDeviceId: false, permission: 'granted' as NotificationPermission }],
  ])('does nothing when %s', (_, change) => {
    expect(pushStep({ ...state, ...change })).toBe('none');
  });
});

describe('VAPID key bytes', () => {
  it('decodes base64url without padding', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
  });

  it('compares a subscription’s key with the server’s', () => {
    const key = base64UrlToBytes('AQID');
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});
