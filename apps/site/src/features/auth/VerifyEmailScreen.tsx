import { POST_VERIFICATION_REDIRECT_MS } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { VerifyEmailPanel } from '@sukoon/ui/patterns/VerifyEmailPanel';
import { useOnline } from '../../lib/OnlineStatus';
import { paths } from '../../lib/paths';
import { readString } from '../../lib/storage';
import { isVerifyEmailState, useAccountFlows } from './useAccountFlows';
import * as layout from './pageLayout.css';

/**
 * /verify-email: the six code boxes for the address stored at registration (or at a sign-in refused because the
 * address is not verified yet). Without a stored address it goes to /register; after success it clears the address,
 * signs the person in and goes to / after 1.5 s.
 */
export function VerifyEmailScreen() {
  const online = useOnline();
  const location = useLocation();
  // Read once: the address is removed on success, but the panel keeps showing it until the redirect.
  const [email] = useState(() => readString('registeredEmail'));
  // Sent here by a sign-in refused for this unverified address: the server has just e-mailed a code.
  const [codeSent] = useState(() => isVerifyEmailState(location.state));
  // What to do after the success has shown: go home (signed in by the verification).
  const [afterSuccess, setAfterSuccess] = useState<(() => void) | null>(null);
  const { verifyEmail, resendVerificationCode } = useAccountFlows();

  useEffect(() => {
    if (!afterSuccess) return;
    const timer = setTimeout(afterSuccess, POST_VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [afterSuccess]);

  if (!email) return <Navigate to={paths.register} replace />;

  return (
    <div className={layout.section}>
      <VerifyEmailPanel
        email={email}
        online={online}
        notice={codeSent ? accountsCopy.verifyEmail.codeSentAtSignIn : undefined}
        onVerify={async (otp) => {
          const next = await verifyEmail(email, otp);
          setAfterSuccess(() => next);
        }}
        onResend={() => resendVerificationCode(email)}
      />
    </div>
  );
}
