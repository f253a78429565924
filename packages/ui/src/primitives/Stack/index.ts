export { Stack, stackAligns, stackElements, type StackAlign, type StackElement, type StackProps } from './Stack';
