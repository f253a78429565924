// A stand-in for Google Identity Services for stories and tests: `window.google` that draws a
// plain "Sign in with Google" button and calls back with a fixed credential when it is clicked.
// Nothing here talks to Google; the real script is loaded by the site.
import type { GoogleCredentialResponse, GoogleIdConfiguration, GoogleIdentityGlobal } from './googleIdentity';
import * as styles from './fakeGoogleIdentity.css';

export const fakeGoogleClientId = 'demo-client-id.apps.googleusercontent.com';
export const fakeGoogleCredential = 'fake.google.id-token';

export interface FakeGoogleOptions {
  /** 'no-credential' makes the button call back without a credential (the provider's error case). */
  outcome?: 'credential' | 'no-credential';
}

/** Installs the fake on `window.google`; returns a function that restores what was there. */
export function installFakeGoogle({ outcome = 'credential' }: FakeGoogleOptions = {}): () => void {
  const previous = window.google;
  let config: GoogleIdConfiguration | undefined;

  const fake: GoogleIdentityGlobal = {
    accounts: {
      id: {
        initialize(next) {
          config = next;
        },
        renderButton(parent, options) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = styles.fakeButton({ size: options.size });
          const logo = document.createElement('span');
          logo.className = styles.fakeLogo;
          logo.setAttribute('aria-hidden', 'true');
          logo.textContent = 'G';
          button.append(logo, options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google');
          button.addEventListener('click', () => {
            if (!config) return;
            const response: GoogleCredentialResponse =
              outcome === 'credential'
                ? { credential: fakeGoogleCredential, clientId: config.client_id, select_by: 'btn' }
                : { select_by: 'btn' };
            config.callback(response);
          });
          parent.append(button);
        },
      },
    },
  };

  window.google = fake;
  return () => {
    window.google = previous;
  };
}
