/** The password of the reset flow [access §5, §9]: at least 8 characters; above 64 the app warns, the server refuses. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
