// The outbox's flusher is not part of the first load: it starts when the outbox holds something,
// or at the first touch or key.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';

vi.mock('../../../src/sync/commands/user-commands', () => ({ startSync: vi.fn() }));

let startSync: () => void;
let Shell: (props: { pending: number }) => null;

// Fresh modules per test: the commands load once per page.
beforeEach(async () => {
  vi.resetModules();
  vi.clearAllMocks();
  ({ startSync } = await import('../../../src/sync/commands/user-commands'));
  const { useSyncStart } = await import('../../../src/app/shell/use-sync-start');
  Shell = ({ pending }) => {
    useSyncStart(pending);
    return null;
  };
});

describe('the flusher start', () => {
  it('does not load while the outbox is empty and nobody touched the screen', async () => {
    render(<Shell pending={0} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startSync).not.toHaveBeenCalled();
  });

  it('starts at once when the outbox holds something (a change left before a reload)', async () => {
    render(<Shell pending={2} />);
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledOnce());
  });

  it('starts when a change on any screen fills the outbox', async () => {
    const { rerender } = render(<Shell pending={0} />);
    rerender(<Shell pending={2} />);
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledOnce());
  });

  it('loads at the first touch, before the change it is about to carry', async () => {
    render(<Shell pending={0} />);
    fireEvent.pointerDown(window);
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledOnce());
  });
});
