import { useId } from 'react';
import { formatInr, parsePrice, type Membership } from '@sukoon/contracts';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { toneIcon } from '../../tone';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { OfflineNotice } from '../../primitives/OfflineNotice';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import * as styles from './MembershipPanel.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';
import { Badge } from '../../primitives/Badge';

export const membershipPanelStates = ['loading', 'loaded', 'restricted', 'offline', 'error'] as const;
export type MembershipPanelState = (typeof membershipPanelStates)[number];

export interface MembershipPanelProps {
  state: MembershipPanelState;
  /** The active membership (contracts' parseMembershipDetails); null when loaded without one. */
  membership?: Membership | null;
  /** Take Membership Now: the page goes to /membership-plans. */
  onTakeMembership(): void;
  /** Login Now: the page goes to / and asks for the login dialog. */
  onLogin(): void;
  /** Try Again on the error page (the page reloads). */
  onRetry(): void;
  headingLevel?: 2 | 3;
  /** The connection dropped after the membership loaded: the offline message shows above it. */
  offline?: boolean;
}

function priceText(price: Membership['price']): string | null {
  if (price === null || price === undefined || price === '') return null;
  const amount = parsePrice(price);
  return amount === null ? String(price) : formatInr(amount);
}

/** My Membership's body in each of its states (B2, B4, B8). The page keeps the "My Membership" heading. */
export function MembershipPanel(props: MembershipPanelProps) {
  const copy = membershipsCopy.panel;
  if (props.offline && props.state === 'loaded') {
    return (
      <Stack space="6">
        <OfflineNotice title={copy.offlineTitle} message={copy.offline} />
        <PanelBody {...props} />
      </Stack>
    );
  }
  return <PanelBody {...props} />;
}

function PanelBody({
  state,
  membership = null,
  onTakeMembership,
  onLogin,
  onRetry,
  headingLevel = 2,
}: MembershipPanelProps) {
  const copy = membershipsCopy.panel;
  const headingId = useId();
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  switch (state) {
    case 'loading':
      return <Spinner size="large" label={copy.loading} showLabel />;
    case 'offline':
      return <OfflineNotice title={copy.offlineTitle} message={copy.offline} />;
    case 'restricted':
      return (
        <section className={styles.centred} aria-labelledby={headingId}>
          <span className={styles.stateIcon}>
            <Icon name="lock" size="large" />
          </span>
          <Heading level={headingLevel} id={headingId} size="xl" weight="semibold" leading="snug">
            {copy.restrictedTitle}
          </Heading>
          <Text size="sm" tone="secondary">
            {copy.restricted}
          </Text>
          <Button onClick={onLogin}>{copy.loginNow}</Button>
        </section>
      );
    case 'error':
      return (
        <section className={styles.centred} role="alert" aria-labelledby={headingId}>
          <span className={toneIcon.error}>
            <Icon name="errorCircle" size="large" />
          </span>
          <Heading level={headingLevel} id={headingId} size="xl" weight="semibold" leading="snug">
            {copy.errorTitle}
          </Heading>
          <Text size="sm" tone="secondary">
            {copy.error}
          </Text>
          <Button variant="secondary" icon={<Icon name="refresh" size="text" />} onClick={onRetry}>
            {copy.tryAgain}
          </Button>
        </section>
      );
    case 'loaded':
      break;
  }

  if (!membership) {
    return (
      <section className={styles.centred} aria-labelledby={headingId}>
        <span className={styles.stateIcon}>
          <Icon name="star" size="large" />
        </span>
        <Heading level={headingLevel} id={headingId} size="xl" weight="semibold" leading="snug">
          {copy.noneTitle}
        </Heading>
        <Text size="sm" tone="secondary">
          {copy.none}
        </Text>
        <Button variant="warm" onClick={onTakeMembership}>
          {copy.takeMembership}
        </Button>
      </section>
    );
  }

  const price = priceText(membership.price);
  const benefits = membership.key_points?.length ? membership.key_points : copy.defaultBenefits;
  const fields: [string, string][] = [
    [copy.type, membership.membership_type ?? membership.name ?? copy.fallbackName],
    [copy.credits, String(membership.credits)],
    ...(price ? [[copy.price, price] as [string, string]] : []),
    ...(membership.validity !== null && membership.validity !== undefined
      ? [[copy.validity, copy.validityDays(membership.validity)] as [string, string]]
      : []),
    ...(membership.description ? [[copy.description, membership.description] as [string, string]] : []),
  ];

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} size="xl" weight="semibold" leading="snug">
          {membership.name || copy.fallbackName}
        </Heading>
        <Badge tone="success" icon="checkCircle">
          {copy.active}
        </Badge>
      </div>
      <dl className={styles.fields}>
        {fields.map(([term, value]) => (
          <div key={term} className={styles.field}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <SubHeading className={styles.sectionTitle}>{copy.benefits}</SubHeading>
      <ul className={styles.benefits}>
        {benefits.map((benefit, index) => (
          <li key={index} className={styles.benefit}>
            <span className={styles.benefitIcon}>
              <Icon name="check" size="text" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <Text size="sm" tone="secondary">
        {copy.support}
      </Text>
    </section>
  );
}
