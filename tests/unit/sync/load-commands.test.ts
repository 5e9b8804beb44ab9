// @vitest-environment node
// A change made while the commands' code cannot be loaded is not lost in silence: the user is told.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/sync/commands/user-commands', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { withCommands } = await import('../../../src/sync/commands/load-commands');
const { onSyncEvent } = await import('../../../src/sync/engine/events');

describe('withCommands', () => {
  it('says the change was not made when the commands cannot be loaded', async () => {
    const events: unknown[] = [];
    const stop = onSyncEvent((event) => events.push(event));
    const use = vi.fn();
    await withCommands(use);
    stop();
    expect(use).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'error', text: 'Não foi possível realizar a operação, tente novamente.' }]);
  });
});
