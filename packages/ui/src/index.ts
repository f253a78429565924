// The public surface of the design system: every export is named here.
export { vars, media } from './theme';
export * from './Button';
export * from './Spinner';
