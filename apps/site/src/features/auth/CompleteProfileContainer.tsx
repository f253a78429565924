import { CompleteProfileDialog } from '@sukoon/ui/patterns/CompleteProfileDialog';
import { useAccountFlows } from './useAccountFlows';

/**
 * Complete Your Profile after a sign-in whose profile is incomplete (password or Google). Saving
 * calls update-profile and goes on to /MyProfile; Close leaves the "registration incomplete" notice.
 */
export function CompleteProfileContainer() {
  const { ui, completeProfile, abandonProfileCompletion } = useAccountFlows();
  return (
    <CompleteProfileDialog
      open={ui.dialog === 'completeProfile'}
      onClose={abandonProfileCompletion}
      onSubmit={completeProfile}
    />
  );
}
