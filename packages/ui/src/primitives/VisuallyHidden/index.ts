export {
  VisuallyHidden,
  visuallyHiddenElements,
  type VisuallyHiddenProps,
  type VisuallyHiddenElement,
} from './VisuallyHidden';
