/**
 * A mailto: link to one address, for every link the site and its mails build from an e-mail address. The address is
 * percent-encoded (its @ kept readable), so a `?`, `&`, `%` or `,` in it cannot add recipients, headers or a body.
 */
export function mailtoHref(email: string, subject?: string): string {
  const to = encodeURIComponent(email).replaceAll('%40', '@');
  return `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
