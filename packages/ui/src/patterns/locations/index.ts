export { asOptions, completeProfileLocations, registrationLocations, type FormLocations } from './formLocations';
export { LocationFields, type LocationFieldsProps } from './LocationFields';
