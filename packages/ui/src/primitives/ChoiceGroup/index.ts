export { ChoiceGroup, ChoiceOption, type ChoiceGroupProps, type ChoiceOptionProps } from './ChoiceGroup';
