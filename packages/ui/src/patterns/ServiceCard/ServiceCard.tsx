import { useId, type ReactNode } from 'react';
import { CONTACT_FOR_PRICING, SERVICE_ACTION_LABELS, displayPrice, type ServiceAction } from '@sukoon/contracts';
import { servicesCopy } from '@sukoon/contracts/copy/services';
import { Button, type ButtonVariant } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Icon } from '../../primitives/Icon';
import * as styles from './ServiceCard.css';
import { durationLabel } from './duration';
import { Heading } from '../../primitives/Heading';

export type { ServiceAction };
/** The three buttons a card can show (02 section 2), for story controls and exhaustive checks. */
export const serviceActions = ['book', 'buy', 'contact'] as const satisfies readonly ServiceAction[];

const actionVariants: Record<ServiceAction, ButtonVariant> = {
  book: 'primary',
  buy: 'warm',
  contact: 'secondary',
};

export interface ServiceCardService {
  id: number | string;
  title: string;
  /** Display text from the catalogue, e.g. "INR 5,000 per session per module"; empty or zero reads "Contact for pricing". */
  price: string;
  /** HH:MM:SS, "01:00:00" or "00:30:00". */
  session_duration: string;
  description: readonly string[];
  image?: string;
}

export interface ServiceCardProps {
  service: ServiceCardService;
  /** Which of the three buttons the card shows (computed by the page with the contracts' serviceAction). */
  action: ServiceAction;
  onAction(): void;
  /** The action is in progress (e.g. waiting before the sign-in redirect). */
  busy?: boolean;
  /** A message about this card, shown under its button (e.g. "Please sign in to book {service}"). */
  notice?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

const isNote = (line: string) => line.trimStart().startsWith(servicesCopy.card.notePrefix);

/** One service of the catalogue: picture, title, price, duration, bullets and its one action. */
export function ServiceCard({ service, action, onAction, busy = false, notice, headingLevel = 3 }: ServiceCardProps) {
  const titleId = useId();
  const price = displayPrice(service.price);
  const duration = durationLabel(service.session_duration);
  const contactPrice = price === CONTACT_FOR_PRICING;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media_}>
        {service.image ? (
          // The title says what the service is; the picture is decoration.
          <img className={styles.image} src={service.image} alt="" decoding="async" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} id={titleId} size="lg" weight="semibold" leading="snug">
          {service.title}
        </Heading>
        <dl className={styles.meta}>
          <div className={styles.metaItem}>
            <VisuallyHidden as="dt">{servicesCopy.card.price}</VisuallyHidden>
            <dd className={`${styles.price} ${contactPrice ? styles.contactPrice : ''}`}>{price}</dd>
          </div>
          <div className={`${styles.metaItem} ${styles.duration}`}>
            <VisuallyHidden as="dt">{servicesCopy.card.duration}</VisuallyHidden>
            <dd className={`${styles.metaItem} ${styles.value}`}>
              <Icon name="clock" size="text" />
              {duration}
            </dd>
          </div>
        </dl>
        {service.description.length > 0 ? (
          <ul className={styles.bullets}>
            {service.description.map((line, index) =>
              isNote(line) ? (
                <li key={index} className={styles.note}>
                  {line.trim()}
                </li>
              ) : (
                <li key={index} className={styles.bullet}>
                  {line}
                </li>
              ),
            )}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <Button
            variant={actionVariants[action]}
            fullWidth
            loading={busy}
            // Many cards share a button text; the title tells them apart for screen-reader users.
            aria-describedby={titleId}
            onClick={onAction}
          >
            {SERVICE_ACTION_LABELS[action]}
          </Button>
          {notice ? <div>{notice}</div> : null}
        </div>
      </div>
    </article>
  );
}
