export { Dialog, dialogSizes, type DialogProps, type DialogSize } from './Dialog';
export { useOpeningCount } from './useOpeningCount';
