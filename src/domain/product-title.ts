// [commerce §2 Product detail] [§9] The detail's title: the family name cut with '...'.

export const DESKTOP_TITLE_LENGTH = 75;
/** The additional-info button shares the title's row on a phone: two characters less. */
export const PHONE_TITLE_LENGTH_WITH_INFO = 26;
export const PHONE_TITLE_LENGTH = 28;

/** The first `max` characters (`max` by width and showAdditionalInfo), then '...' when cut. */
export function cutProductTitle(name: string, wide: boolean, showAdditionalInfo: boolean): string {
  const max = wide ? DESKTOP_TITLE_LENGTH : showAdditionalInfo ? PHONE_TITLE_LENGTH_WITH_INFO : PHONE_TITLE_LENGTH;
  return name.length > max ? `${name.slice(0, max).trimEnd()}...` : name;
}
