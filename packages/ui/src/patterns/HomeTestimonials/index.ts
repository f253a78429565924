export {
  HomeTestimonials,
  homeTestimonialsStates,
  type HomeTestimonialsProps,
  type HomeTestimonialsState,
} from './HomeTestimonials';
