// Content (A7, B7).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as contentSchemas from '../schemas/content';

export const certificates = {
  method: 'GET',
  path: '/api/about/certificates/',
  auth: 'none',
  response: contentSchemas.certificatesResponseSchema,
} as const satisfies Endpoint;

export const testimonials = {
  method: 'GET',
  path: '/api/testimonials/review/',
  auth: 'none',
  response: contentSchemas.testimonialsResponseSchema,
} as const satisfies Endpoint;

/** B7 writes /testimonials/review/ relative to the /api base. */
export const submitTestimonial = {
  method: 'POST',
  path: '/api/testimonials/review/',
  auth: 'bearer',
  request: contentSchemas.testimonialReviewRequestSchema,
  response: contentSchemas.testimonialReviewResponseSchema,
} as const satisfies Endpoint;

export const mediaGallery = {
  method: 'GET',
  path: '/api/mediaandgallery/companydata/',
  auth: 'none',
  response: contentSchemas.mediaGalleryResponseSchema,
} as const satisfies Endpoint;

export const contact = {
  method: 'POST',
  path: '/api/inquiries/contact/',
  auth: 'none',
  request: contentSchemas.contactRequestSchema,
  response: contentSchemas.contactResponseSchema,
} as const satisfies Endpoint;
