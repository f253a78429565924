/**
 * The account's e-mail address as a hidden username field (autocomplete="username") in a form that asks for its
 * password, so a password manager fills and updates the password of this account, not of another one it keeps for
 * the site. Nothing without an address.
 */
export function AccountUsername({ email }: { email?: string }) {
  return email ? <input type="text" name="username" autoComplete="username" value={email} readOnly hidden /> : null;
}
