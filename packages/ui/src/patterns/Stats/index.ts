export { Stats, type StatsProps } from './Stats';
