/**
 * The web pages that e-mailed links open: the server builds the links, the web app serves the
 * pages. A module of plain constants, without a schema: the web app's routes (lib/paths.ts) are in
 * every page's first script, which must not build the API's zod schemas to learn a path.
 */

/** Sign-in and session links; the token travels in the fragment (`#token=`). */
export const EMAILED_LINK_PATHS = { signInLink: '/signin/link', endSession: '/sessions/end' } as const;

/** Account settings' links. */
export const ACCOUNT_LINK_PAGES = {
  /** Confirms one side of an e-mail change with a POST: opening the link changes nothing by itself. */
  emailChange: '/account/email-change',
  /** Asks before unsubscribing, for a person who clicked the List-Unsubscribe link. */
  unsubscribe: '/unsubscribe',
  /** The portfolio's Documents tab, where January's e-mail sends the investor for last year's statement. */
  documents: '/portfolio?tab=documents',
} as const;
