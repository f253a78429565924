export { OfficeCards, type OfficeCardsProps } from './OfficeCards';
