export { Confetti, confettiColors, type ConfettiOrigin, type ConfettiProps } from './Confetti';
