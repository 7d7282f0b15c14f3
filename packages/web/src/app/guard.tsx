import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSdk } from '../hooks/useSdk';

/**
 * Spec §4 Guard: without authToken and isAuthenticated 'true', remember the current path and
 * query as redirectUrl and go to /login.
 */
export function RequireAuth() {
  const client = useSdk();
  const location = useLocation();
  if (!client.session.isAuthenticated()) {
    client.session.setRedirectUrl(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/** Spec §2 '/': signed in -> /dashboard, otherwise /login. */
export function RootRedirect() {
  const client = useSdk();
  return <Navigate to={client.session.isAuthenticated() ? '/dashboard' : '/login'} replace />;
}
