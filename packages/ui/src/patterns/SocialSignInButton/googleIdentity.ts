// The small slice of Google Identity Services (accounts.google.com/gsi/client) that the
// social sign-in button uses. The site loads the script; ui only calls what is on `window.google`.

export const socialButtonSizes = ['large', 'medium', 'small'] as const;
export type SocialButtonSize = (typeof socialButtonSizes)[number];
export type SocialButtonText = 'signin_with' | 'signup_with';

/** What Google's callback delivers (spec 01 section 3: credential, clientId, select_by). */
export interface SocialCredential {
  credential: string;
  clientId: string;
  select_by: string;
}

/** The raw response: Google may call back without a credential, which is the error case. */
export interface GoogleCredentialResponse {
  credential?: string;
  clientId?: string;
  client_id?: string;
  select_by?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
}

export interface GoogleButtonConfiguration {
  type: 'standard';
  theme: 'outline';
  shape: 'rectangular';
  size: SocialButtonSize;
  text: SocialButtonText;
  logo_alignment: 'left';
}

export interface GoogleAccountsId {
  initialize(config: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: GoogleButtonConfiguration): void;
}

export interface GoogleIdentityGlobal {
  accounts: { id: GoogleAccountsId };
}

declare global {
  interface Window {
    google?: GoogleIdentityGlobal;
  }
}

/** What a custom `render` receives: everything needed to initialise and draw the button. */
export interface SocialButtonRenderOptions {
  clientId: string;
  size: SocialButtonSize;
  text: SocialButtonText;
  /** Pass Google's raw callback response here; it is turned into onCredential or onError. */
  callback: (response: GoogleCredentialResponse) => void;
}

/** The default renderer: Google's own button through the script the site has loaded, if any. */
export function renderWithGoogleGlobal(element: HTMLElement, options: SocialButtonRenderOptions): void {
  const google = window.google;
  if (!google) return;
  google.accounts.id.initialize({ client_id: options.clientId, callback: options.callback });
  google.accounts.id.renderButton(element, {
    type: 'standard',
    theme: 'outline',
    shape: 'rectangular',
    size: options.size,
    text: options.text,
    logo_alignment: 'left',
  });
}
