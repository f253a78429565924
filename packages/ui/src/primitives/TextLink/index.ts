export { TextLink, textLinkSizes, textLinkTones, textLinkWeights, type TextLinkProps } from './TextLink';
