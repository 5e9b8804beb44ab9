// sessionStorage: what lasts for this tab's run (it survives the app's own reloads, not a new opening of the app).
import { readStorage, writeStorage } from './local-keys';

export const readTab = (key: string): string | null => readStorage(() => sessionStorage, key);

export const writeTab = (key: string, value: string | null): void => writeStorage(() => sessionStorage, key, value);
