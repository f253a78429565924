export { OFFLINE_MESSAGE, OFFLINE_TITLE, OfflineNotice, type OfflineNoticeProps } from './OfflineNotice';
