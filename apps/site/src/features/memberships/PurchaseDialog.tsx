import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanDisplay } from '@sukoon/contracts';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { membershipCardImage } from '@sukoon/contracts/content/media';
import { PurchaseModal, type PurchaseStatus } from '@sukoon/ui/patterns/PurchaseModal';
import { paths, type LoginRequestState } from '../../lib/paths';
import { withQuery } from '../../lib/QueryProvider';
import { useAuth } from '../auth';
import { paymentStatusUrl, ProviderPayment } from '../payments';
import { useMembershipPurchase } from './api/membershipPurchase';
import type { PurchaseOutcome } from './purchaseMembership';

/** Leaves the site for a redirect_url answer; an object so tests can observe it. */
export const purchaseNavigation = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};

export interface PurchaseDialogProps {
  plan: PlanDisplay | null;
  onClose(): void;
}

/**
 * The purchase modal of the plans page with its submission and the hand-over to the payment gateway (B4). With
 * TanStack Query: it loads apart from the page, whose plans do not need the library on its first screen.
 */
export const PurchaseDialog = withQuery(PurchaseDialogContent);

function PurchaseDialogContent({ plan, onClose }: PurchaseDialogProps) {
  if (!plan) return null;
  // Another plan starts a new purchase: nothing typed carries over.
  return <OpenPurchase key={plan.id} plan={plan} onClose={onClose} />;
}

function OpenPurchase({ plan, onClose }: { plan: PlanDisplay; onClose(): void }) {
  const navigate = useNavigate();
  const { clearSession } = useAuth();
  const [failure, setFailure] = useState<string>();
  const [providerHtml, setProviderHtml] = useState<string>();

  const submission = useMembershipPurchase(plan, {
    onSuccess: (outcome: PurchaseOutcome) => {
      switch (outcome.type) {
        case 'expired': {
          // B8: the token is removed and the user goes to / to sign in again.
          clearSession();
          onClose();
          const state: LoginRequestState = {
            openLogin: true,
            message: bookingCopy.sessionExpired,
            returnTo: paths.membershipPlans,
          };
          navigate(paths.home, { state });
          return;
        }
        case 'failed':
          setFailure(outcome.reason);
          return;
        case 'form':
          // ProviderPayment shows "Redirecting to Payment Gateway" and submits the form 1 s later (B4, B9).
          setProviderHtml(outcome.html);
          return;
        case 'redirect':
          purchaseNavigation.leaveFor(outcome.url);
          return;
        case 'navigate':
          onClose();
          navigate(outcome.to, outcome.state ? { state: outcome.state } : undefined);
          return;
      }
    },
  });

  if (providerHtml !== undefined) {
    return (
      <ProviderPayment
        html={providerHtml}
        onCancel={() => {
          onClose();
          navigate(paymentStatusUrl({ status: 'cancel' }));
        }}
      />
    );
  }

  const status: PurchaseStatus = submission.isPending ? 'in-flight' : failure !== undefined ? 'failed' : 'idle';

  return (
    <PurchaseModal
      open
      onOpenChange={(open) => {
        if (!open && !submission.isPending) onClose();
      }}
      plan={plan}
      cardImageSrc={membershipCardImage(plan.tier)?.src}
      status={status}
      error={failure}
      onBuy={(values) => {
        setFailure(undefined);
        submission.mutate(values);
      }}
    />
  );
}
