// The staff feature's public face (moderation at /staff): pages import only from here.
export { StaffScreen } from './StaffScreen';
