export { RetroTvStatus, networkStatusText, type RetroTvStatusProps } from './RetroTvStatus';
