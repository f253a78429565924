import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateLong } from '@sukoon/contracts';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { myMembershipPageCopy } from '@sukoon/contracts/copy/pages/myMembership';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { MembershipPanel, type MembershipPanelState } from '@sukoon/ui/patterns/MembershipPanel';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { Toast } from '@sukoon/ui/primitives/Toast';
import type { Tone } from '@sukoon/ui/tone';
import { ApiError } from '../../lib/apiError';
import { useOnline } from '../../lib/OnlineStatus';
import { pageReload } from '../../lib/pageReload';
import { invoicePath, paths, type LoginRequestState } from '../../lib/paths';
import { useAuth } from '../auth';
import { useInvoices } from '../invoices';
import { useMembershipDetails } from './api/membershipDetails';
import * as styles from './MembershipScreens.css';
import { Heading } from '@sukoon/ui/primitives/Heading';

/** The GST invoices of the person's membership purchases, newest first; nothing while there are none. */
function MembershipInvoices({ token }: { token: string | null }) {
  const invoices = useInvoices(token);
  const ofMemberships = invoices.data?.filter((invoice) => invoice.membership_purchase_id !== null) ?? [];
  if (ofMemberships.length === 0) return null;
  return (
    <section aria-labelledby="membership-invoices" className={styles.invoices}>
      <Heading level={2} id="membership-invoices" size="lg" weight="semibold">
        {invoicesCopy.membership.heading}
      </Heading>
      <ul className={styles.invoiceList}>
        {ofMemberships.map((invoice) => (
          <li key={invoice.id}>
            <TextLink href={invoicePath(invoice.id)}>
              {invoicesCopy.membership.item(invoice.number, formatDateLong(new Date(invoice.issued_at)))}
            </TextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ToastState {
  tone: Tone;
  message: string;
}

function toastsFor(failed: boolean, unauthorised: boolean, membership: unknown): ToastState[] {
  const copy = membershipsCopy.toasts;
  if (unauthorised) return [{ tone: 'error', message: copy.loginRequired }];
  if (failed) return [{ tone: 'error', message: membershipsCopy.panel.error }];
  // B4: an empty list gives the info message, and then the success toast is also shown.
  if (membership === null) {
    return [
      { tone: 'info', message: copy.none },
      { tone: 'success', message: copy.loaded },
    ];
  }
  return [{ tone: 'success', message: copy.loaded }];
}

const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * /MyMembership and /myMembership (B2, B4, B8): loading, then the active membership, none, restricted (the
 * session expired on the page: a 401), offline or error, each with the spec's toast. The route's guard keeps
 * guests out; a 401 here ends the session but keeps this page on "Membership Access Restricted".
 */
export function MyMembershipScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const { session, clearSession } = useAuth();
  // The token this page asked with: kept when a 401 ends the session, so the page stays restricted.
  const [token] = useState(() => session?.token ?? null);
  const details = useMembershipDetails(token);
  const unauthorised = isUnauthorised(details.error);
  let state: MembershipPanelState;
  if (!online && !details.isSuccess) state = 'offline';
  else if (unauthorised || token === null) state = 'restricted';
  else if (details.isError) state = 'error';
  else if (details.isPending) state = 'loading';
  else state = 'loaded';

  // A 401 here: the token is no longer valid, so the session ends (the page stays restricted).
  useEffect(() => {
    if (unauthorised) clearSession();
  }, [unauthorised, clearSession]);

  // The toasts of this answer (B8), one after the other; dismissing (or the 5 s) moves to the next.
  const outcome: unknown = details.isError ? details.error : details.isSuccess ? details.data : undefined;
  const toasts = online ? toastsFor(details.isError, unauthorised, details.data) : [];
  const [dismissed, setDismissed] = useState<{ outcome: unknown; count: number }>();
  const shown = dismissed && dismissed.outcome === outcome ? dismissed.count : 0;
  const toast = outcome === undefined ? undefined : toasts[shown];

  const login = () => {
    const request: LoginRequestState = { openLogin: true, returnTo: paths.myMembership };
    navigate(paths.home, { state: request });
  };

  return (
    <>
      <PageHeading title={myMembershipPageCopy.heading} />
      <div className={`${styles.section} ${styles.narrow}`}>
        <MembershipPanel
          state={state}
          membership={details.data ?? null}
          onTakeMembership={() => navigate(paths.membershipPlans)}
          onLogin={login}
          onRetry={() => pageReload.reload()}
          offline={!online}
        />
        <MembershipInvoices token={token} />
      </div>
      <Toast
        dismissLabel={shellCopy.dismiss}
        // A new key per message, so the next toast starts its own 5 s.
        key={shown}
        tone={toast?.tone ?? 'info'}
        message={toast?.message}
        open={toast !== undefined}
        onDismiss={() => setDismissed({ outcome, count: shown + 1 })}
      />
    </>
  );
}
