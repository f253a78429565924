import type { PlanDisplay } from '@sukoon/contracts';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Notice } from '../../primitives/Notice';
import { OfflineNotice } from '../../primitives/OfflineNotice';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { MembershipCard } from '../MembershipCard';
import * as styles from './PlansGrid.css';

export const plansGridStates = ['loading', 'loaded', 'offline'] as const;
export type PlansGridState = (typeof plansGridStates)[number];

/** Why the server's plans are missing (B8): a 761 error asks for sign-in, anything else could not load. */
export const plansFailures = ['auth', 'load'] as const;
export type PlansFailure = (typeof plansFailures)[number];

export interface PlansGridProps {
  state: PlansGridState;
  /** Sorted Bronze to Diamond (contracts' sortPlans, toPlanDisplay); the fallback plans after a failure. */
  plans?: readonly PlanDisplay[];
  /** The plans call failed: its message shows above the fallback plans. */
  failure?: PlansFailure;
  /** A card was chosen without a sign-in: the message shown while the 5 s redirect waits. */
  loginRequired?: boolean;
  /** The plan whose choice is in progress (its button shows a spinner). */
  choosingId?: number;
  onChoose(plan: PlanDisplay): void;
}

/** The membership plans page's grid and its states (B2, B8). */
export function PlansGrid({ state, plans = [], failure, loginRequired = false, choosingId, onChoose }: PlansGridProps) {
  const copy = membershipsCopy.plans;
  if (state === 'loading') return <Spinner size="large" label={copy.loading} showLabel />;
  if (state === 'offline') return <OfflineNotice title={shellCopy.offline.title} message={copy.offline} />;
  return (
    <Stack space="4">
      {failure ? <Notice tone="warning">{failure === 'auth' ? copy.authRequired : copy.loadFailed}</Notice> : null}
      {loginRequired ? <Notice tone="info">{copy.loginRequired}</Notice> : null}
      <ul className={styles.grid}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <MembershipCard plan={plan} busy={choosingId === plan.id} onChoose={() => onChoose(plan)} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
