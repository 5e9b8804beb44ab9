// Polling of REQUESTED slips [access §4.6], against the real API in-process, with the interval on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { PaymentSlip } from '../../../../src/domain/entities/payments';
import { userDb, type StoredSlip } from '../../../../src/db/user-db';
import { SLIP_POLL_MS, useSlipPolling } from '../../../../src/features/profile/use-slip-polling';
import { SECOND_COPY_DELAY_MS } from '../../../../server/src/domain/payment-slip-view';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();

beforeEach(async () => {
  await api.signIn();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

async function slipsOf(partnerId: number): Promise<StoredSlip[]> {
  return (await api.get<PaymentSlip[]>(`/payment-slip/partner/${partnerId}`, partnerId)).map((slip) => ({ ...slip, partnerId }));
}

const slipCalls = () => api.calls().filter((call) => /^GET \/payment-slip\/\d+$/.test(call));
const tick = () => act(() => vi.advanceTimersByTimeAsync(SLIP_POLL_MS));

describe('useSlipPolling', () => {
  it('asks for each REQUESTED slip every 5 s, and for no other', async () => {
    const slips = await slipsOf(1);
    const requested = slips.find((slip) => slip.availability === 'REQUESTED')!;
    renderHook(() => useSlipPolling(1, slips));
    await act(() => vi.advanceTimersByTimeAsync(SLIP_POLL_MS - 1));
    expect(slipCalls()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(slipCalls()).toEqual([`GET /payment-slip/${requested.id}`]));
    await tick();
    await vi.waitFor(() => expect(slipCalls()).toHaveLength(2));
  });

  it('does not poll a list without REQUESTED slips', async () => {
    const slips = (await slipsOf(1)).filter((slip) => slip.availability !== 'REQUESTED');
    renderHook(() => useSlipPolling(1, slips));
    await tick();
    await tick();
    expect(slipCalls()).toEqual([]);
  });

  it('stores the slip once it is available', async () => {
    const slips = await slipsOf(1);
    const requested = slips.find((slip) => slip.availability === 'REQUESTED')!;
    api.server.clock.advance(SECOND_COPY_DELAY_MS);
    renderHook(() => useSlipPolling(1, slips));
    await tick();
    await vi.waitFor(async () => expect((await userDb().slips.get([1, requested.id]))?.availability).toBe('AVAILABLE'));
  });

  it('stops when the screen goes away', async () => {
    const slips = await slipsOf(1);
    const view = renderHook(() => useSlipPolling(1, slips));
    await tick();
    await vi.waitFor(() => expect(slipCalls()).toHaveLength(1));
    view.unmount();
    await tick();
    await tick();
    expect(slipCalls()).toHaveLength(1);
  });

  it('stops polling the old partner’s slips when the partner changes', async () => {
    const [first, second] = [await slipsOf(1), await slipsOf(2)];
    const oldRequested = first.find((slip) => slip.availability === 'REQUESTED')!;
    const newRequested = second.find((slip) => slip.availability === 'REQUESTED')!;
    const view = renderHook(({ partnerId, slips }) => useSlipPolling(partnerId, slips), { initialProps: { partnerId: 1, slips: first } });
    view.rerender({ partnerId: 2, slips: second });
    await tick();
    await tick();
    await vi.waitFor(() => expect(slipCalls()).toHaveLength(2));
    expect(slipCalls()).toEqual([`GET /payment-slip/${newRequested.id}`, `GET /payment-slip/${newRequested.id}`]);
    expect(slipCalls()).not.toContain(`GET /payment-slip/${oldRequested.id}`);
  });
});
