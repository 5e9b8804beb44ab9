// What session replay (docs/decisions/0130-session-replay.md) may never see. Screens mark elements with these attributes;
// the recorder's options (src/session/replay/recorder-options.ts) turn them into rrweb's selectors.

/** An element whose whole content is never recorded: the replay shows an empty box of its size. */
export const REPLAY_BLOCK_ATTRIBUTE = 'data-replay-block';
/** An element whose text the replay masks. Money (any "R$ …") is masked everywhere without it. */
export const REPLAY_PRIVATE_ATTRIBUTE = 'data-private';

/** Spread on a JSX element: `<form {...replayBlocked}>`. */
export const replayBlocked = { [REPLAY_BLOCK_ATTRIBUTE]: '' } as const;
