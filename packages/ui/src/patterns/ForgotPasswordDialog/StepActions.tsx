import { Button } from '../../primitives/Button';
import * as styles from './ForgotPasswordDialog.css';

export interface StepAction {
  label: string;
  onClick?(): void;
  disabled?: boolean;
  loading?: boolean;
  /** Announced and shown while loading. */
  loadingLabel?: string;
}

export interface StepActionsProps {
  /** Close or Back: the way out, on the left. */
  back?: StepAction;
  /** A quiet extra action (Resend), pushed to the right beside the main one. */
  aside?: StepAction;
  /** The step's main action; with `form` it submits that form (so Enter in a field does the same). */
  main: StepAction & { form?: string };
}

/** The footer row every forgot-password step has: the way out, maybe an extra, the main action. */
export function StepActions({ back, aside, main }: StepActionsProps) {
  return (
    <>
      {back ? (
        <Button variant="secondary" onClick={back.onClick} disabled={back.disabled}>
          {back.label}
        </Button>
      ) : null}
      {aside ? (
        <>
          <span className={styles.footerSpacer} aria-hidden="true" />
          <Button variant="ghost" onClick={aside.onClick} loading={aside.loading} loadingLabel={aside.loadingLabel}>
            {aside.label}
          </Button>
        </>
      ) : null}
      <Button
        type={main.form ? 'submit' : 'button'}
        form={main.form}
        onClick={main.onClick}
        disabled={main.disabled}
        loading={main.loading}
        loadingLabel={main.loadingLabel}
      >
        {main.label}
      </Button>
    </>
  );
}
