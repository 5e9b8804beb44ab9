// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhoneInput, phoneDigits } from '../../../src/domain/phone';

describe('phoneDigits', () => {
  it.each([
    ['(11) 91234-5678', '11912345678'],
    ['+55 11 91234-5678', '11912345678'],
    ['5511912345678', '11912345678'],
    ['1133224455', '1133224455'],
    ['551133224455', '1133224455'],
    ['91234-5678', null],
    ['01912345678', null],
    ['10912345678', null],
    ['119123456789', null],
    ['', null],
  ])('%s → %s', (input, digits) => expect(phoneDigits(input)).toBe(digits));
});

describe('formatPhone', () => {
  it.each([
    ['11912345678', '(11) 91234-5678'],
    ['1133224455', '(11) 3322-4455'],
    ['123', '123'],
  ])('%s → %s', (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119123', '(11) 9123'],
    ['1191234', '(11) 9123-4'],
    ['1133224455', '(11) 3322-4455'],
    ['11912345678', '(11) 91234-5678'],
    ['119123456789', '(11) 91234-5678'],
    ['+55 11 91234-5678', '(11) 91234-5678'],
  ])('%s → %s', (typed, shown) => expect(maskPhoneInput(typed)).toBe(shown));
});
