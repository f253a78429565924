export {
  StaffBadge,
  StaffClientContact,
  StaffItem,
  StaffLoaded,
  StaffSection,
  istDateTime,
  type StaffBadgeTone,
  type StaffItemProps,
  type StaffListProps,
  type StaffLoadedProps,
  type StaffSectionProps,
} from './StaffSection';
