import { useEffect, useId, useState } from 'react';
import { formatInr } from '@sukoon/contracts';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import {
  paymentOutcomeCopy,
  paymentsCopy,
  type PaidOrderKind,
  type PaymentViewStatus,
} from '@sukoon/contracts/copy/payments';
import { Button } from '../../primitives/Button';
// The link actions must look exactly like Buttons, so they share the Button recipe.
import { button } from '../../primitives/Button/Button.css';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import { OUTCOMES, type OutcomeAction } from './outcomes';
import * as styles from './PaymentStatus.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';

export const paymentStatuses = [
  'success',
  'failure',
  'cancel',
  'pending',
  'processing',
  'unknown',
  'signIn',
  'notFound',
  'stillPending',
] as const satisfies readonly PaymentViewStatus[];
export type PaymentStatusValue = (typeof paymentStatuses)[number];

export interface PaymentStatusLinks {
  /** Where the purchase shows: My Bookings ('/MyBookings'), or My Membership for a membership. */
  bookings: string;
  /** Where to buy again: the services page ('/services'), or the plans for a membership. */
  services: string;
  /** The contact page, e.g. '/contact'. */
  contact: string;
}

export interface PaymentStatusProps {
  status: PaymentStatusValue;
  /** Rupees; shown as ₹5,000. */
  amount?: number;
  orderId?: string;
  transactionId?: string;
  serviceTitle?: string;
  /** The session booked: its date in India ('yyyy-MM-dd') and start ('HH:mm' or 'HH:mm:ss', Indian time). */
  session?: { date: string; time: string };
  supportEmail: string;
  links: PaymentStatusLinks;
  /** What the order bought: the texts and action labels follow it (a session unless told). */
  order?: PaidOrderKind;
  /** For outcomes that may still change (pending, processing, unknown): a "Refresh status" button. */
  onRefresh?: () => void;
  /** signIn: the "Sign in" action (the page opens the sign-in dialog and comes back here). */
  onSignIn?: () => void;
}

/**
 * The session's date and time, formatted once the zone formatter has come: the row needs the order's answer anyway,
 * and the formatter would otherwise weigh on the page's first load.
 */
function useSessionWhen(session: PaymentStatusProps['session'], viewerTimeZone: string): string | null {
  const date = session?.date;
  const time = session?.time;
  const key = `${date} ${time} ${viewerTimeZone}`;
  const [formatted, setFormatted] = useState<{ key: string; when: string | null }>();
  useEffect(() => {
    if (date === undefined || time === undefined) return;
    let current = true;
    void import('./sessionWhen').then(
      (module) => current && setFormatted({ key, when: module.sessionWhen({ date, time }, viewerTimeZone) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [date, time, viewerTimeZone, key]);
  return session && formatted?.key === key ? formatted.when : null;
}

/** The /payment-status page body: the outcome, what was paid for, and what to do next. */
export function PaymentStatus({
  status,
  amount,
  orderId,
  transactionId,
  serviceTitle,
  session,
  supportEmail,
  links,
  order = 'session',
  onRefresh,
  onSignIn,
}: PaymentStatusProps) {
  const titleId = useId();
  const viewerTimeZone = useViewerTimeZone();
  const look = OUTCOMES[status];
  const text = paymentOutcomeCopy(status, order);
  const actionLabels = order === 'membership' ? paymentsCopy.membershipActions : paymentsCopy.actions;
  const { details } = paymentsCopy;
  const hrefs: Record<Exclude<OutcomeAction, 'signIn'>, string> = {
    bookings: links.bookings,
    services: links.services,
    retry: links.services,
    contact: links.contact,
  };

  const rows: [string, string][] = [];
  if (present(serviceTitle)) rows.push([order === 'membership' ? details.plan : details.service, serviceTitle]);
  const when = useSessionWhen(session, viewerTimeZone);
  if (when) rows.push([details.session, when]);
  if (typeof amount === 'number' && Number.isFinite(amount))
    rows.push([status === 'success' ? details.amountPaid : details.amount, formatInr(amount)]);
  if (present(orderId)) rows.push([details.orderId, orderId]);
  if (present(transactionId)) rows.push([details.transactionId, transactionId]);

  const mailto = mailtoHref(supportEmail, present(orderId) ? paymentsCopy.support.mailSubject(orderId) : undefined);

  return (
    <section className={styles.page} aria-labelledby={titleId} data-status={status}>
      <div className={styles.card}>
        {/* Polite live region: an outcome that changes while the page asks again (pending, then paid) is read out. */}
        <div className={styles.head} aria-live="polite">
          <span className={`${styles.badge} ${styles.badgeTone[look.tone]}`} aria-hidden="true">
            <Icon name={look.glyph} size="xlarge" />
          </span>
          <Heading level={1} id={titleId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
            {text.title}
          </Heading>
          <Text size={{ mobile: 'md', tablet: 'lg' }} tone="secondary" leading="normal" className={styles.lead}>
            {text.lead}
          </Text>
        </div>

        {rows.length > 0 ? (
          <dl className={styles.details} aria-label={details.label}>
            {rows.map(([term, value]) => (
              <div key={term} className={styles.row}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        <Stack space="3">
          <Heading level={2} size="lg" weight="semibold">
            {text.nextTitle}
          </Heading>
          <Stack as="ul" space="3">
            {text.next.map((line) => (
              <li key={line} className={styles.step}>
                <Icon name="chevronRight" className={styles.stepIcon} />
                <span>{line}</span>
              </li>
            ))}
          </Stack>
        </Stack>

        <Inline space="3" align="center" collapseBelow="tablet">
          {look.actions.map((action, index) =>
            action === 'signIn' ? (
              onSignIn ? (
                <Button key={action} variant={index === 0 ? 'primary' : 'secondary'} onClick={onSignIn}>
                  {actionLabels[action]}
                </Button>
              ) : null
            ) : (
              <a
                key={action}
                href={hrefs[action]}
                className={button({ variant: index === 0 ? 'primary' : 'secondary', size: 'medium' })}
              >
                {actionLabels[action]}
              </a>
            ),
          )}
          {look.canRefresh && onRefresh ? (
            <Button variant="ghost" onClick={onRefresh}>
              {paymentsCopy.refresh}
            </Button>
          ) : null}
        </Inline>

        <Text size="sm" tone="secondary" leading="normal" align="center" className={styles.support}>
          {paymentsCopy.support.question}{' '}
          <TextLink weight="medium" href={mailto}>
            {supportEmail}
          </TextLink>
          {present(orderId) ? (
            <>
              {' '}
              {paymentsCopy.support.quoteOrder} <strong>{orderId}</strong>.
            </>
          ) : (
            '.'
          )}
        </Text>
      </div>
    </section>
  );
}

function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
