export { Text, textElements, type TextElement, type TextProps } from './Text';
export { fontSizes, textAligns, textLeadings, textTones, textWeights } from '../../theme/typeClasses.css';
export type { FontSize, TextAlign, TextLeading, TextTone, TextWeight } from '../../theme/typeClasses.css';
