// The home feature's public face: pages import only from here.
export { HomeScreen } from './HomeScreen';
