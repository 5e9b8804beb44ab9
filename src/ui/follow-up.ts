import { createContext, useContext } from 'react';
import { afterPaint } from './after-paint';

/** Schedules work a list's first frame left for later; answers a function that cancels it. */
export type FollowUp = (callback: () => void) => () => void;

/**
 * When a list does what its first frame left out (a card's second part, its image, the rows beyond the screen):
 * after the frame is painted, unless a screen says otherwise (the search waits for the typing to pause).
 */
export const FollowUpContext = createContext<FollowUp>((callback) => afterPaint(callback));

export const useFollowUp = (): FollowUp => useContext(FollowUpContext);
