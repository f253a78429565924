import { LOGIN_REDIRECT_MS } from '@sukoon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ServiceAction, Subcategory } from '@sukoon/contracts';
import { servicesCopy } from '@sukoon/contracts/copy/services';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, toNetworkStatus, type LoginRequestState } from '../../lib/paths';
import { servicesUrlFor } from '../../lib/categoryHash';
import { useAuth } from '../auth';
import type { BookingTarget } from '../booking';

export interface AuthRequired {
  serviceId: number;
  message: string;
}

/**
 * What a service card's button does (B2): contact services go to /contact; offline visitors to
 * /network-status; a guest gets "Please sign in to book {service}" and, 5 s later, / with the login
 * dialog requested and a way back to this category that reopens this service's booking; a signed-in user opens the
 * booking modal.
 */
export function useServiceAction() {
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const { session } = useAuth();
  const [authRequired, setAuthRequired] = useState<AuthRequired>();
  const [booking, setBooking] = useState<BookingTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onAction = useCallback(
    (service: Subcategory, category: string, action: ServiceAction) => {
      if (action === 'contact') return navigate(paths.contact);
      if (!online) {
        const { to, state } = toNetworkStatus(location);
        return navigate(to, { state });
      }
      if (!session) {
        const message = servicesCopy.signInToBook(service.title);
        setAuthRequired({ serviceId: service.id, message });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const state: LoginRequestState = {
            openLogin: true,
            returnTo: servicesUrlFor(category, service.id),
            message,
          };
          navigate(paths.home, { state });
        }, LOGIN_REDIRECT_MS);
        return;
      }
      setBooking({ service, category, action });
    },
    [navigate, location, online, session],
  );

  return { onAction, authRequired, booking, closeBooking: useCallback(() => setBooking(null), []) };
}
