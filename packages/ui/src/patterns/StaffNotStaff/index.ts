export { StaffNotStaff, type StaffNotStaffProps } from './StaffNotStaff';
