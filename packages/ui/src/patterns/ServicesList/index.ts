export { ServicesList, type ServicesListProps } from './ServicesList';
