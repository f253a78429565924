export { TestimonialCard, initialOf, type TestimonialCardProps } from './TestimonialCard';
