// The testimonials feature's public face: other features (the home page), pages and the app import only from here.
export { TestimonialsScreen } from './TestimonialsScreen';
export {
  fetchTestimonials,
  testimonialsQueryOptions,
  useHomeTestimonials,
  useTestimonials,
  type HomeTestimonialsView,
} from './api/testimonials';
