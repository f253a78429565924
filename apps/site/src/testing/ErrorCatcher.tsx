import { Component, type ReactNode } from 'react';

/** An error boundary for tests: renders nothing once its children threw, and tells `onError` what they threw. */
export class ErrorCatcher extends Component<
  { children: ReactNode; onError(error: unknown): void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
