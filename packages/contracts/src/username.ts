/**
 * The one identity rule for user names: which typed names denote the same account. The server
 * stores `usernameKey(name)` in users.username_key (unique) and uses the same key for the login
 * lookup and the login rate limits, so the three can never disagree.
 *
 * The rule is NFKC, then ASCII letters to lower case, then NFKC again, nothing else:
 * - NFKC folds compatibility forms onto the characters a name may hold (USERNAME_PATTERN: ASCII
 *   letters, digits, `_`, `-` and CJK ideographs): fullwidth `ａｌｉｃｅ` typed with a Chinese
 *   input method and the Kelvin sign K (U+212A) become `alice` and `k`. CJK ideographs of the
 *   pattern's ranges are NFKC-stable, so a registered name's key is just its lower-cased ASCII.
 * - Case folding is ASCII-only on purpose. ASCII letters are the only cased letters a name can
 *   hold; a full Unicode fold would depend on the runtime's tables (PostgreSQL's lower() follows
 *   the database locale and maps `İ` U+0130 to `i`, JavaScript maps it to `i̇`), which is how
 *   `bf_kİt` once reached `bf_kit`. So `İ`, `ı` (U+0131) and `ß` stay themselves: such a name
 *   never matches an ASCII account and can never be registered.
 * - The second NFKC makes the key its own fixed point: `J` + combining caron has no precomposed
 *   form, `j` + caron composes to `ǰ`, so lower-casing can open a composition.
 * The database side of the same function (for back-filling rows) is
 * `normalize(translate(normalize(name, NFKC), 'A…Z', 'a…z'), NFKC)`; a server test proves the two agree.
 */

const ASCII_UPPER = /[A-Z]/g;

/** The key under which a typed user name finds its account (see the module comment). */
export function usernameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(ASCII_UPPER, (c) => c.toLowerCase())
    .normalize('NFKC');
}
