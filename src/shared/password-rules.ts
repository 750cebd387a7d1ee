/**
 * spec §5: the shortest password an account accepts. Apart from ./limits.ts (which re-exports it)
 * because the sign-in screen needs it and a module lands whole in the first chunk that imports it
 * (docs/decisions/012).
 */
export const PASSWORD_MIN_LENGTH = 6;
