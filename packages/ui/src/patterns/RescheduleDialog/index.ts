export {
  RescheduleDialog,
  rescheduleStatuses,
  withCurrentSlot,
  type RescheduleDialogProps,
  type RescheduleStatus,
} from './RescheduleDialog';
