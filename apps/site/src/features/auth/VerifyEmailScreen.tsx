import { POST_VERIFICATION_REDIRECT_MS } from '@sukoon/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { VerifyEmailPanel } from '@sukoon/ui/patterns/VerifyEmailPanel';
import { useOnline } from '../../lib/OnlineStatus';
import { paths } from '../../lib/paths';
import { readString } from '../../lib/storage';
import { useAccountFlows } from './useAccountFlows';
import * as layout from './pageLayout.css';

/**
 * /verify-email: the six code boxes for the address stored at registration. Without a stored
 * address it goes to /register; after success it clears the address and goes to / after 1.5 s.
 */
export function VerifyEmailScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  // Read once: the address is removed on success, but the panel keeps showing it until the redirect.
  const [email] = useState(() => readString('registeredEmail'));
  const [verified, setVerified] = useState(false);
  const { verifyEmail, resendVerificationCode } = useAccountFlows();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), POST_VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (!email) return <Navigate to={paths.register} replace />;

  return (
    <div className={layout.section}>
      <VerifyEmailPanel
        email={email}
        online={online}
        onVerify={async (otp) => {
          await verifyEmail(email, otp);
          setVerified(true);
        }}
        onResend={() => resendVerificationCode(email)}
      />
    </div>
  );
}
