/** What stands in the mail log for the token of a one-time link. */
export const REDACTED = '[redacted]';

const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;
/**
 * A token in a link: a path segment or query value of 32 or more URL-safe characters. Every one-time
 * link (address confirmation, password reset, email change, payout account, transfer) carries a
 * `randomToken()` of 43; ordinary paths and ids are shorter. (`;` ends one in HTML: `&amp;`.)
 */
const TOKEN_IN_URL = /(?<=[/=])[A-Za-z0-9_-]{32,}(?=[/?&#;]|$)/g;

/**
 * The mail body with the token of every link replaced by `[redacted]`
 * (`…/auth/check_remind/[redacted]/42`): the copy kept in the mail log, which must not be able to
 * take over an account. The mail sent carries the real links.
 */
export function redactLinks(body: string): string {
  return body.replace(URL_IN_TEXT, (url) => url.replace(TOKEN_IN_URL, REDACTED));
}
