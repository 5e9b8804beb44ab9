import { LOCAL_KEYS } from '../../db/local-keys';
import { localSetting, useLocalSetting } from './local-setting';

export type CardSize = 'small' | 'large';

/** The user's small/large card choice ([commerce §2] Product card: remembered, default small). */
export const cardSizeSetting = localSetting(LOCAL_KEYS.cardViewMode, 'small');

/** 'small', 'large', or null for an unknown stored value (the card then shows 'Erro'). */
export function useCardSize(): CardSize | null {
  const value = useLocalSetting(cardSizeSetting);
  return value === 'small' || value === 'large' ? value : null;
}
