// Y-01 on the signup screens: offline, the offline screen replaces them; online again, the screen itself.
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import type { RouterContext } from '../../../src/app/router-context';

const signedOut: RouterContext = {
  getSession: () => null,
  currentPartnerId: () => null,
  clearPartner: () => {},
  ensurePartnerSelected: async () => false,
  mayHaveSavedUsers: async () => false,
};

async function openAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), context: signedOut });
  await router.load();
  render(<RouterProvider router={router} />);
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('signup screens offline', () => {
  it('shows the offline screen instead of the signup start, and the screen once online', async () => {
    setOnline(false);
    await openAt('/ativacao/cadastro?code=1&trackid=hub&register=true');
    expect(await screen.findByRole('heading', { name: 'Você está offline' })).toBeTruthy();
    expect(screen.queryByLabelText('CPF ou CNPJ')).toBeNull();
    act(() => setOnline(true));
    expect(await screen.findByLabelText('CPF ou CNPJ')).toBeTruthy();
  });

  it('does not post an activation link while offline', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setOnline(false);
    await openAt('/ativacao/ativar-usuario?token=abc');
    expect(await screen.findByRole('heading', { name: 'Você está offline' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
