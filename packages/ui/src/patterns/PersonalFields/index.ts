export { MobilePincodeFields, NameFields, type PersonalFieldsProps } from './PersonalFields';
