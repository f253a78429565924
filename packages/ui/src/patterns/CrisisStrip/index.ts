export { CrisisStrip, type CrisisStripProps } from './CrisisStrip';
