/**
 * Query keys of data that belongs to the signed-in user start with USER_SCOPE,
 * so signing out can drop all of it at once (favourites, investments, KYC,
 * payments, notifications: spec §4) while public data stays cached.
 */
export const USER_SCOPE = 'me';
