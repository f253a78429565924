export {
  FeedbackSteps,
  FEEDBACK_STEP_COUNT,
  feedbackFormSchema,
  type FeedbackFormInput,
  type FeedbackFormValues,
  type FeedbackStatus,
  type FeedbackStepsProps,
} from './FeedbackSteps';
export { SWIPE_THRESHOLD_PX, swipeDirection, useSwipeSteps } from './useSwipeSteps';
