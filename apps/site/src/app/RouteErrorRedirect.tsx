import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { paths } from '../lib/paths';

/** A render error anywhere in a route sends the visitor to /not-found (spec 01 section 2). */
export function RouteErrorRedirect() {
  const { dispatchUi } = useAuth();
  // The account dialogs live in the header of every page, /not-found's too: one that failed to render
  // is closed on the way, or it would fail there again and send the visitor round in a loop.
  useEffect(() => dispatchUi({ type: 'close' }), [dispatchUi]);
  return <Navigate to={paths.notFound} replace />;
}
