export { CalmTimer, type CalmTimerProps } from './CalmTimer';
export {
  calmReducer,
  calmStatuses,
  idleCalmState,
  intervalTicker,
  useCalmTimer,
  type CalmAction,
  type CalmState,
  type CalmStatus,
  type CalmTicker,
  type UseCalmTimerOptions,
} from './calmTimer';
export {
  CALM_LOOP_SAMPLE_RATE,
  CALM_LOOP_SECONDS,
  createWebAudioCalmMusic,
  synthesizeCalmLoop,
  type CalmAudioContext,
  type CalmMusic,
  type WebAudioCalmMusicOptions,
} from './calmMusic';
