export { VerifyEmailPanel, verifyEmailText, type VerifyEmailPanelProps } from './VerifyEmailPanel';
