// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headerRule, missingHeaders } from '../../../src/api/header-policy';

describe('headerRule', () => {
  it.each([
    ['/user/me', ['app-version', 'Authorization', 'partner', 'deviceId'], []],
    ['/authentication', ['app-version', 'deviceId'], ['Authorization', 'partner']],
    ['/authentication/keepconnected', ['app-version', 'deviceId'], ['Authorization', 'partner']],
    ['/authentication/forgot/reset', ['app-version', 'deviceId'], ['Authorization', 'partner']],
    ['/authentication/unique-access', ['app-version', 'deviceId'], ['Authorization', 'partner']],
    ['/authentication/password-redefinition/code', ['app-version', 'deviceId'], ['Authorization']],
    ['/authentication/password-redefinition/send-code', ['app-version', 'deviceId'], ['Authorization']],
    ['/authentication/password-redefinition/validate-code', ['app-version', 'deviceId'], ['Authorization']],
    ['/user/signup/change-access-code', ['app-version', 'Authorization', 'deviceId'], []],
    ['/authentication/session', ['app-version', 'Authorization', 'deviceId'], ['partner']],
    ['/partner/customer', ['app-version', 'Authorization', 'deviceId'], ['partner']],
    ['/customer/cnpj/11222333000181', ['app-version', 'partner', 'deviceId'], []],
    ['/user/signup/cnpj/11222333000181', ['app-version', 'partner', 'deviceId'], []],
    ['/user/signup/confirm-number', ['app-version', 'deviceId'], ['Authorization']],
    ['/user/signup/activate', ['app-version', 'deviceId'], ['Authorization']],
    ['/user/signup/change-number/confirm', ['app-version', 'deviceId'], ['Authorization']],
    ['/user/signup/email/v2/101', ['app-version', 'deviceId'], ['Authorization']],
    ['/authentication/other', ['app-version', 'Authorization', 'partner', 'deviceId'], []],
    ['/v2/cart/1/item', ['app-version', 'Authorization', 'partner', 'deviceId'], []],
  ])('%s', (path, required, omitted) => expect(headerRule(path)).toEqual({ required, omitted }));
});

describe('missingHeaders', () => {
  it('lists the required headers that are absent or empty', () => {
    const headers = new Headers({ deviceId: 'd', 'app-version': '1', partner: '' });
    expect(missingHeaders('/user/me', headers)).toEqual(['Authorization', 'partner']);
    expect(missingHeaders('/authentication', headers)).toEqual([]);
  });
});
