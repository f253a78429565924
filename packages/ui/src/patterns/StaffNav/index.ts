export { StaffNav, staffSectionIds } from './StaffNav';
