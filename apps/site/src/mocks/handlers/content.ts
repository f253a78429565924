import { mockEndpoint, type Scenario } from '../scenario';
import { sampleCertificates, sampleMedia, sampleTestimonials } from '../fixtures';

export function contentHandlers(scenario: Scenario = 'ok') {
  return [
    mockEndpoint('certificates', scenario, { ok: () => sampleCertificates }),
    mockEndpoint('testimonials', scenario, { ok: () => sampleTestimonials }),
    mockEndpoint('submitTestimonial', scenario, { ok: () => ({ message: 'Thank you for your feedback!' }) }),
    mockEndpoint('mediaGallery', scenario, { ok: () => sampleMedia }),
    mockEndpoint('contact', scenario, { ok: () => ({ message: 'Message sent successfully!' }) }),
  ];
}
