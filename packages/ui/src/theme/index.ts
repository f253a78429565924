export { vars } from './theme.css';
export { media } from './media';
