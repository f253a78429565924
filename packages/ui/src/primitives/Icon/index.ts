export { Icon, type IconProps } from './Icon';
export { iconSizes, type IconSize } from './Icon.css';
export { iconNames, type IconName } from './icons';
