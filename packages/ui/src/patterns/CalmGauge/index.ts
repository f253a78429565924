export { CalmGauge, type CalmGaugeProps } from './CalmGauge';
