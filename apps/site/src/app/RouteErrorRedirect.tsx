import { Navigate } from 'react-router-dom';
import { paths } from '../lib/paths';

/** A render error anywhere in a route sends the visitor to /not-found (spec 01 section 2). */
export function RouteErrorRedirect() {
  return <Navigate to={paths.notFound} replace />;
}
