export { StaffTestimonials, statusOf, type ModerationStatus, type StaffTestimonialsProps } from './StaffTestimonials';
