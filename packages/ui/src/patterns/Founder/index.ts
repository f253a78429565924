export { Founder, founderVariants, type FounderProps, type FounderVariant } from './Founder';
