import { type StaffTestimonial, type StaffTestimonialUpdate } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';

/**
 * PATCH /api/staff/testimonials/:id/ (staff only): approve or withdraw for the site and the home page. The server
 * refuses (400, with its reason) words whose author did not consent.
 */
export function updateStaffTestimonial(id: number, change: StaffTestimonialUpdate): Promise<StaffTestimonial> {
  return callApi(staffEndpoints.staffUpdateTestimonial, { params: [id], json: change });
}
