// The contact feature's public face: the /contact screen.
export { ContactScreen } from './ContactScreen';
