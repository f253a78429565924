// The auth feature's public face: other features, pages and the app import only from here.
export { AuthProvider, useAuth, type Session } from './AuthProvider';
export { useAccountFlows } from './useAccountFlows';
export { useGoogleClientId } from './api/googleClientId';
export { HeaderUserMenu } from './HeaderUserMenu';
export { RegisterScreen } from './RegisterScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
export { ProfileScreen } from './ProfileScreen';
