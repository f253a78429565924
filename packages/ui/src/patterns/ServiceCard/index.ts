export {
  ServiceCard,
  serviceActions,
  type ServiceAction,
  type ServiceCardProps,
  type ServiceCardService,
} from './ServiceCard';
export { durationLabel } from './duration';
