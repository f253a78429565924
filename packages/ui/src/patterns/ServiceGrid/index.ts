export { ServiceGrid, type ServiceGridItem, type ServiceGridProps } from './ServiceGrid';
