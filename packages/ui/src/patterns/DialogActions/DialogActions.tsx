import { Button, type ButtonVariant } from '../../primitives/Button';
import * as styles from './DialogActions.css';

export interface DialogAction {
  label: string;
  onClick?(): void;
  disabled?: boolean;
  loading?: boolean;
  /** Announced and shown while loading. */
  loadingLabel?: string;
}

export interface DialogActionsProps {
  /** Close, Cancel, Back or Keep: the way out, on the left. */
  back?: DialogAction;
  /** A quiet extra action (Resend), pushed to the right beside the main one. */
  aside?: DialogAction;
  /**
   * The dialog's main action; with `form` it submits that form (so Enter in a field does the same). `critical` for
   * an action that destroys something; `id` lets the dialog move focus to it.
   */
  main: DialogAction & { form?: string; variant?: Extract<ButtonVariant, 'primary' | 'critical'>; id?: string };
}

/** The footer row of every dialog: the way out, maybe an extra, the main action. */
export function DialogActions({ back, aside, main }: DialogActionsProps) {
  return (
    <>
      {back ? (
        <Button variant="secondary" onClick={back.onClick} disabled={back.disabled}>
          {back.label}
        </Button>
      ) : null}
      {aside ? (
        <>
          <span className={styles.spacer} aria-hidden="true" />
          <Button variant="ghost" onClick={aside.onClick} loading={aside.loading} loadingLabel={aside.loadingLabel}>
            {aside.label}
          </Button>
        </>
      ) : null}
      <Button
        id={main.id}
        variant={main.variant}
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
