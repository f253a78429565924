export {
  TestimonialGrid,
  TestimonialGridSkeleton,
  type TestimonialGridProps,
  type TestimonialGridSkeletonProps,
} from './TestimonialGrid';
