import type { ComponentType, ReactNode } from 'react';
import { OnlineOnly } from '../../ui/offline-screen';

/**
 * A signup screen: each needs the server, so offline it is the offline screen [Y-01], mounted (and posting) only
 * once online. Wrapped here, in the screens' own chunks, not in the route table the landing loads.
 */
export function needsServer(Screen: ComponentType): () => ReactNode {
  return function OnlineScreen() {
    return (
      <OnlineOnly>
        <Screen />
      </OnlineOnly>
    );
  };
}
