export {
  UserMenu,
  guestLabel,
  userMenuItems,
  type UserMenuItem,
  type UserMenuProps,
  type UserMenuStatus,
} from './UserMenu';
export { menuReducer, useMenuButton, type MenuAction, type MenuState } from './useMenuButton';
