import { createContext, useContext } from 'react';

/** Where the 'Sair' that asked was on the screen (its top and bottom, in viewport pixels). */
export interface TapSpot {
  top: number;
  bottom: number;
}

/**
 * The shell's sign-out (with its confirmation when changes wait to be sent), offered to the screens inside it,
 * so a screen's 'Sair' runs the same flow as the drawer's. `spot`: where that 'Sair' was, which the dialog's
 * 'Sair e esquecer este usuário' keeps away from (a double tap lands there).
 */
export const SignOutRequest = createContext<(spot?: TapSpot) => void>(() => {});

export function useSignOutRequest(): (spot?: TapSpot) => void {
  return useContext(SignOutRequest);
}
