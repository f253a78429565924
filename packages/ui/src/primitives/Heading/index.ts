export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from '../Text/Text';
