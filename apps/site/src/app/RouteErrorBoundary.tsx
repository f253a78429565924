import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorRedirect } from './RouteErrorRedirect';

/**
 * Whatever fails to render below it (a page, the layout, a header dialog, a page whose code could not load) is
 * replaced by RouteErrorRedirect, which decides where to go (spec 01 section 2); a new location renders the
 * children again. React logs the error (its default for errors a boundary catches). One sits around the layout and
 * one around the page inside it, so a page that fails keeps the header and footer around what shows instead.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}

interface ErrorBoundaryProps {
  locationKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  /** Set while showing the error screen; `{ error }` so a thrown undefined still counts. */
  failure?: { error: unknown };
  locationKey: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  // A navigation (RouteErrorRedirect's own, or the visitor's) clears the failure, as a data router's does.
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): ErrorBoundaryState | null {
    return props.locationKey === state.locationKey ? null : { failure: undefined, locationKey: props.locationKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorRedirect error={failure.error} /> : this.props.children;
  }
}
