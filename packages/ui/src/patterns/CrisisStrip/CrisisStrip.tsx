import { useId } from 'react';
import { crisisContent, telHref } from '@sukoon/contracts/content/crisis';
import * as styles from './CrisisStrip.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

export interface CrisisStripProps {
  /** The heading's level where the strip sits: 2 in the footer, 3 inside a page section. */
  headingLevel?: 2 | 3;
  className?: string;
  /** 'div' where the page already has the footer's strip as a landmark (landmark names must be unique). */
  as?: 'section' | 'div';
}

/**
 * Crisis help on every page: this service is not for emergencies, and India's national numbers are one
 * tap away (Tele-MANAS 14416 / 1-800-891-4416, emergency 112), as tel: links.
 */
export function CrisisStrip({ headingLevel = 2, className, as: Element = 'section' }: CrisisStripProps) {
  const headingId = useId();
  return (
    <Element
      className={className ? `${styles.strip} ${className}` : styles.strip}
      aria-labelledby={Element === 'section' ? headingId : undefined}
      data-crisis-help=""
    >
      <Heading level={headingLevel} id={headingId} size="md" weight="semibold">
        {crisisContent.heading}
      </Heading>
      <Text size="sm" tone="primary">
        {crisisContent.message}
      </Text>
      <ul className={styles.lines}>
        {crisisContent.helplines.map((helpline) => (
          <li key={helpline.name} className={styles.line}>
            {helpline.name}:{' '}
            {helpline.numbers.map((number, index) => (
              <span key={number.dial}>
                {index > 0 ? ' / ' : null}
                <a className={styles.number} href={telHref(number)}>
                  {number.display}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </Element>
  );
}
