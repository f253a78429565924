export {
  Inline,
  inlineAligns,
  inlineAlignsY,
  inlineElements,
  type InlineAlign,
  type InlineAlignY,
  type InlineElement,
  type InlineProps,
} from './Inline';
