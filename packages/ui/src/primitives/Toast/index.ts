export { TOAST_AUTO_HIDE_MS, Toast, type ToastProps } from './Toast';
export { useAutoHide, type AutoHideHandlers } from './useAutoHide';
export { toastLift } from './Toast.css';
export { TOAST_COVER_PROPERTY } from './toastCover';
