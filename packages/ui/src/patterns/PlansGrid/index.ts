export {
  PlansGrid,
  plansFailures,
  plansGridStates,
  type PlansFailure,
  type PlansGridProps,
  type PlansGridState,
} from './PlansGrid';
