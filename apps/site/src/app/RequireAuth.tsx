import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readString } from '../lib/storage';
import { paths, type LoginRequestState } from '../lib/paths';

/** A guest who opens a protected page goes to / with the sign-in dialog requested. */
export function RequireAuth({ children, message }: { children: ReactNode; message?: string }) {
  const location = useLocation();
  if (readString('token')) return children;
  const state: LoginRequestState = {
    openLogin: true,
    returnTo: location.pathname + location.search,
    ...(message ? { message } : {}),
  };
  return <Navigate to={paths.home} replace state={state} />;
}
