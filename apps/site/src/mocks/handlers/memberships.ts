import { mockEndpoint, type Scenario } from '../scenario';
import { sampleMembership, samplePlans } from '../fixtures';

export function membershipHandlers(scenario: Scenario = 'ok') {
  return [
    mockEndpoint('membershipPlans', scenario, { ok: () => samplePlans }),
    mockEndpoint('membershipDetails', scenario, { ok: () => sampleMembership, empty: () => [] }),
  ];
}
