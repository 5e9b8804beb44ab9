// The profile's switch for session replay: on by default, per user on this device, off at once.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionReplaySwitch } from '../../../../src/features/profile/session-replay-switch';
import { replayAllowed } from '../../../../src/session/replay/preference';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (user: string) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', user, name: 'Ana' })}.assinatura`;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', tokenFor('11222333000181'));
});

const theSwitch = () => screen.getByRole('switch', { name: 'Gravar sessões para melhorar o app' }) as HTMLInputElement;

describe('SessionReplaySwitch', () => {
  it('is on by default, and turning it off is kept for this user only', () => {
    render(<SessionReplaySwitch />);
    expect(theSwitch().checked).toBe(true);
    expect(theSwitch().getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(theSwitch());
    expect(theSwitch().checked).toBe(false);
    expect(replayAllowed('11222333000181')).toBe(false);
    expect(replayAllowed('52998224725')).toBe(true);
    fireEvent.click(theSwitch());
    expect(replayAllowed('11222333000181')).toBe(true);
  });
});
