export { DialogActions, type DialogAction, type DialogActionsProps } from './DialogActions';
