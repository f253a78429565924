export { TOAST_AUTO_HIDE_MS, Toast, toastTones, type ToastProps, type ToastTone } from './Toast';
export { useAutoHide, type AutoHideHandlers } from './useAutoHide';
