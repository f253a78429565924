export { VerifyEmailPanel, type VerifyEmailPanelProps } from './VerifyEmailPanel';
