export { SocialSignInButton, type SocialSignInButtonProps } from './SocialSignInButton';
export {
  renderWithGoogleGlobal,
  socialButtonSizes,
  type GoogleCredentialResponse,
  type GoogleIdentityGlobal,
  type SocialButtonRenderOptions,
  type SocialButtonSize,
  type SocialButtonText,
  type SocialCredential,
} from './googleIdentity';
export { installFakeGoogle, fakeGoogleCredential, fakeGoogleClientId } from './fakeGoogleIdentity';
