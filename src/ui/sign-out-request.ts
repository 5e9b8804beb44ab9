import { createContext, useContext } from 'react';

/**
 * The shell's sign-out (with its confirmation when changes wait to be sent), offered to the screens inside it,
 * so a screen's 'Sair' runs the same flow as the drawer's.
 */
export const SignOutRequest = createContext<() => void>(() => {});

export function useSignOutRequest(): () => void {
  return useContext(SignOutRequest);
}
