import { useId } from 'react';
import type { PlanDisplay } from '@sukoon/contracts';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './MembershipCard.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

export interface MembershipCardProps {
  /** The plan as displayed (contracts' toPlanDisplay): rupee price, original price = credits x 5000, features. */
  plan: PlanDisplay;
  /** The card was chosen: the page opens the purchase modal (or the sign-in message). */
  onChoose(): void;
  /** Choosing is in progress (e.g. waiting before the sign-in redirect). */
  busy?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** One membership plan: tier band, name, price with the struck original, credits, validity and features. */
export function MembershipCard({ plan, onChoose, busy = false, headingLevel = 3 }: MembershipCardProps) {
  const titleId = useId();
  const tier = plan.tier ? (plan.tier.toLowerCase() as Lowercase<NonNullable<PlanDisplay['tier']>>) : 'other';
  const copy = membershipsCopy.card;
  const discounted = plan.amount !== null && plan.originalPrice !== plan.price;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-tier={tier}>
      <div className={`${styles.head} ${styles.band[tier]}`}>
        <Heading level={headingLevel} id={titleId} size="lg" weight="semibold" leading="snug">
          {plan.type}
        </Heading>
        {plan.description ? (
          <Text size="sm" tone="secondary">
            {plan.description}
          </Text>
        ) : null}
      </div>
      <div className={styles.body}>
        <dl className={styles.figures}>
          <div className={styles.priceRow}>
            <VisuallyHidden as="dt">{copy.price}</VisuallyHidden>
            <dd className={styles.price}>{plan.price}</dd>
            {discounted ? (
              <>
                <VisuallyHidden as="dt">{copy.originalPrice}</VisuallyHidden>
                <dd className={styles.original}>
                  <s>{plan.originalPrice}</s>
                </dd>
              </>
            ) : null}
          </div>
          <div className={styles.meta}>
            <VisuallyHidden as="dt">{copy.credits}</VisuallyHidden>
            <dd className={styles.figure}>{copy.creditsCount(plan.credits)}</dd>
          </div>
          <div className={styles.meta}>
            <VisuallyHidden as="dt">{copy.validity}</VisuallyHidden>
            <dd className={`${styles.meta} ${styles.figure}`}>
              <Icon name="clock" size="text" />
              {plan.validity}
            </dd>
          </div>
        </dl>
        {plan.features.length > 0 ? (
          <ul className={styles.features}>
            {plan.features.map((feature, index) => (
              <li key={index} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <Icon name="check" size="text" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          {/* Five cards, five buttons reading "Choose Plan": the name also says which plan. */}
          <Button
            variant="primary"
            fullWidth
            loading={busy}
            aria-label={copy.chooseLabel(plan.type)}
            onClick={onChoose}
          >
            {copy.choose}
          </Button>
        </div>
      </div>
    </article>
  );
}
