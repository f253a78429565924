export { TestimonialGrid, type TestimonialGridProps } from './TestimonialGrid';
