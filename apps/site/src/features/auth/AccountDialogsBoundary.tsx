import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called once when a dialog failed to render, so the caller can close it. */
  onError(error: unknown): void;
  /** Changing it (e.g. the open dialog) lets the dialogs render again after a failure. */
  resetKey: string;
}

/**
 * The account dialogs live in the header of every page and stay open across navigation. Without
 * this boundary a dialog that throws would reach the route's error redirect to /not-found, where
 * the same open dialog throws again, and so on without end. Here a failing dialog closes instead.
 */
export class AccountDialogsBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
