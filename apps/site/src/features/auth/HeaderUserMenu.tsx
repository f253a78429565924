/** The user menu in the header; the accounts feature fills it in. */
export function HeaderUserMenu() {
  return null;
}
