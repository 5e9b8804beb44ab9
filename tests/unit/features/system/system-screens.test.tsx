import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvironmentBanner } from '../../../../src/features/system/environment-banner';
import { ErrorScreen } from '../../../../src/features/system/error-screen';
import { OfflineBanner } from '../../../../src/features/system/offline-banner';

const pending = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/sync/engine/events', () => ({
  pendingCount$: () => ({
    subscribe(listener: (n: number) => void) {
      listener(pending.count);
      return () => {};
    },
  }),
}));

const preloadWaiting = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../src/features/sync-center/read-waiting', () => ({ preloadWaiting }));
vi.mock('../../../../src/features/sync-center/sync-center-screen', () => ({}));

describe('system screens', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('error screen: texts and the way back to partner selection', () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Oops, algo deu errado...' })).toBeTruthy();
    expect(screen.getByText('Tente novamente mais tarde...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/parceiro');
  });

  it('shows the Homologação banner outside production builds', () => {
    render(<EnvironmentBanner />);
    expect(screen.getByText('Homologação')).toBeTruthy();
  });

  it('offline banner: hidden online; offline it counts the changes waiting, a link to the sync center', async () => {
    pending.count = 3;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner partnerId={null} />);
    expect(screen.queryByText('Você está offline')).toBeNull();
    onLine.mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Você está offline')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 alterações aguardando envio' }).getAttribute('href')).toBe('/sincronizacao');
  });

  it('offline banner: the tap on the count starts reading what the sync center lists first', async () => {
    pending.count = 3;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner partnerId={null} />);
    const link = screen.getByRole('link', { name: '3 alterações aguardando envio' });
    // The sync center's code loads while the count shows; from then on a tap starts the read.
    await vi.waitFor(() => {
      fireEvent.click(link);
      expect(preloadWaiting).toHaveBeenCalled();
    });
  });
});
