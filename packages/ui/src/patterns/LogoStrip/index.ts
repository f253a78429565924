export { LogoStrip, type LogoStripProps } from './LogoStrip';
