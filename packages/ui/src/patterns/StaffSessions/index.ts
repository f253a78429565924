export { StaffSessions, type StaffSessionsProps } from './StaffSessions';
