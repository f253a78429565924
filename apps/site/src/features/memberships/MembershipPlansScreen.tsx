import { LOGIN_REDIRECT_MS } from '@sukoon/contracts';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanDisplay } from '@sukoon/contracts';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { membershipPlansPageCopy } from '@sukoon/contracts/copy/pages/membershipPlans';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { PlansGrid } from '@sukoon/ui/patterns/PlansGrid';
import { Button } from '@sukoon/ui/primitives/Button';
import { VisuallyHidden } from '@sukoon/ui/primitives/VisuallyHidden';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../../lib/paths';
import { useAuth } from '../auth';
import { useMembershipPlans } from './api/membershipPlans';
import * as styles from './MembershipScreens.css';
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Text } from '@sukoon/ui/primitives/Text';

// The purchase modal, its calls (ky, zod, the schemas) and the payment hand-over load when a signed-in visitor first
// opens it, not with the page: the plans themselves are in the prerendered HTML.
const loadPurchaseDialog = () => import('./PurchaseDialog');
const PurchaseDialog = lazyNamed(loadPurchaseDialog, 'PurchaseDialog');

/**
 * /membership-plans (B2, B8): hero, the plan cards sorted Bronze to Diamond (the fallback plans and their
 * message when the call fails), Need Help Choosing? and Why Choose Us. Choosing a plan opens the purchase
 * modal; a guest gets "Please log in to view membership details and purchase plans." and, 5 s later, / with
 * the sign-in dialog requested. Offline shows the offline page.
 */
export function MembershipPlansScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const { session } = useAuth();
  const plans = useMembershipPlans();
  const [waitingFor, setWaitingFor] = useState<number>();
  const [buying, setBuying] = useState<PlanDisplay | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Only a signed-in visitor can open it: fetch its code once the page is up, so it opens at once.
  useEffect(() => {
    if (session) loadPurchaseDialog().catch(() => undefined);
  }, [session]);

  const choose = useCallback(
    (plan: PlanDisplay) => {
      if (session) {
        setBuying(plan);
        return;
      }
      setWaitingFor(plan.id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const state: LoginRequestState = {
          openLogin: true,
          message: membershipsCopy.plans.loginRequired,
          returnTo: paths.membershipPlans,
        };
        navigate(paths.home, { state });
      }, LOGIN_REDIRECT_MS);
    },
    [session, navigate],
  );

  const page = membershipsCopy.page;
  return (
    <>
      <PageHeading title={membershipPlansPageCopy.heading} subtitle={page.subtitle} />
      <div className={styles.section}>
        {/* The cards are h3s: this names their list for the outline (h1 banner, h2 plans, h3 each plan). */}
        <VisuallyHidden as="h2">{membershipPlansPageCopy.title}</VisuallyHidden>
        <PlansGrid
          state={!online ? 'offline' : plans.data ? 'loaded' : 'loading'}
          plans={plans.data?.plans}
          failure={plans.data?.failure}
          loginRequired={waitingFor !== undefined}
          choosingId={waitingFor}
          onChoose={choose}
        />
        {online ? (
          <div className={styles.extras}>
            <section className={styles.panel} aria-labelledby="plans-help">
              <Heading level={2} id="plans-help" size="xl" weight="semibold" leading="snug">
                {page.helpTitle}
              </Heading>
              <Text size="md" tone="secondary">
                {page.help}
              </Text>
              <Button variant="secondary" onClick={() => navigate(paths.contact)}>
                {page.contactUs}
              </Button>
            </section>
            <section className={styles.panel} aria-labelledby="plans-why">
              <Heading level={2} id="plans-why" size="xl" weight="semibold" leading="snug">
                {page.whyTitle}
              </Heading>
              <ul className={styles.reasons}>
                {page.why.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </section>
          </div>
        ) : null}
      </div>
      {buying ? (
        <Suspense fallback={null}>
          <PurchaseDialog plan={buying} onClose={() => setBuying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
