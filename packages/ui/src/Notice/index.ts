export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './Notice';
