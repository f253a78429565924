export { asOptions, completeProfileLocations, registrationLocations, type FormLocations } from './formLocations';
