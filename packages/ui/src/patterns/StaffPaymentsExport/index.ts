export { StaffPaymentsExport, type StaffPaymentsExportProps } from './StaffPaymentsExport';
