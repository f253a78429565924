import { ForgotPasswordDialog } from '@sukoon/ui/patterns/ForgotPasswordDialog';
import { useForgotPassword, type ForgotPasswordCalls } from './useForgotPassword';

export interface ForgotPasswordContainerProps extends ForgotPasswordCalls {
  onOpenChange(open: boolean): void;
  /** "Sign In" on the success step, after the dialog closed itself. */
  onSignIn(): void;
}

/** The forgot-password dialog with its steps and calls (useForgotPassword). */
export function ForgotPasswordContainer({ onOpenChange, onSignIn, ...calls }: ForgotPasswordContainerProps) {
  const forgot = useForgotPassword(calls);
  return <ForgotPasswordDialog open={calls.open} onOpenChange={onOpenChange} onSignIn={onSignIn} {...forgot} />;
}
