import type { Office } from '@sukoon/contracts/content/offices';
import { aboutCopy } from '@sukoon/contracts/copy/about';
import { Icon } from '../../primitives/Icon';
import { TextLink } from '../../primitives/TextLink';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './OfficeCards.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

export interface OfficeCardsProps {
  offices: readonly Office[];
  /** The card titles' level in the page's outline; default 3 (under the section's h2). */
  headingLevel?: 2 | 3;
  /** The maps sit below the fold on the About page: lazy unless the page says otherwise. */
  eager?: boolean;
}

/**
 * "Our Offices" (A2): one card per office with its drawn map, address, note and a link out to
 * OpenStreetMap (no third-party embed: the map is our own drawing, the link opens a new tab).
 */
export function OfficeCards({ offices, headingLevel = 3, eager = false }: OfficeCardsProps) {
  return (
    <ul className={styles.grid}>
      {offices.map((office) => (
        <li key={office.id} className={styles.card}>
          <img
            className={styles.map}
            src={office.map.image.src}
            width={office.map.image.width}
            height={office.map.image.height}
            alt={office.map.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className={styles.body}>
            <Heading level={headingLevel} size="xl" weight="semibold" leading="snug">
              {office.title}
            </Heading>
            <Text size="sm" tone="link" weight="semibold">
              {office.note}
            </Text>
            <address className={styles.address}>
              {office.addressLines.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
            <Text size="sm" tone="secondary">
              {office.visiting}
            </Text>
            <Text size="sm" className={styles.linkRow}>
              <Icon name="chevronRight" size="small" />
              <TextLink href={office.mapHref} target="_blank" rel="noopener noreferrer" weight="medium">
                {office.mapLinkLabel}
                <VisuallyHidden> {aboutCopy.offices.mapOpensNewTab}</VisuallyHidden>
              </TextLink>
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
