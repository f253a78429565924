import type { ReactNode } from 'react';
import { servicesCopy } from '@sukoon/contracts/copy/services';
import { ServiceCard, type ServiceAction, type ServiceCardService } from '../ServiceCard';
import * as styles from './ServiceGrid.css';
import { inlineVars } from '../../theme/inlineVars';
import { Text } from '../../primitives/Text';

export interface ServiceGridItem {
  service: ServiceCardService;
  action: ServiceAction;
  busy?: boolean;
  notice?: ReactNode;
}

export interface ServiceGridProps {
  items: readonly ServiceGridItem[];
  onAction(service: ServiceCardService, action: ServiceAction): void;
  /** Anchor for scrolling to the grid (location hash, "scroll to services"). */
  id?: string;
  /** Id of the category tab naming this grid; the grid then is that tab's panel. */
  labelledBy?: string;
  /** Accessible name when no tab labels the grid. */
  label?: string;
  /** Room kept above the grid when scrolled to, e.g. the sticky header plus the category row. */
  scrollOffset?: string;
  /** Shown when the category has no services. */
  emptyMessage?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** The cards of one category: one column on phones, two on tablets, three on desktops. */
export function ServiceGrid({
  items,
  onAction,
  id = 'services-grid',
  labelledBy,
  label,
  scrollOffset,
  emptyMessage = servicesCopy.grid.empty,
  headingLevel,
}: ServiceGridProps) {
  return (
    <section
      id={id}
      className={styles.section}
      role={labelledBy ? 'tabpanel' : undefined}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      style={scrollOffset ? inlineVars({ [styles.scrollOffset]: scrollOffset }) : undefined}
    >
      {items.length === 0 ? (
        <Text tone="secondary" align="center" className={styles.empty}>
          {emptyMessage}
        </Text>
      ) : (
        <ul className={styles.grid}>
          {items.map(({ service, action, busy, notice }) => (
            <li key={service.id} className={styles.item}>
              <ServiceCard
                service={service}
                action={action}
                busy={busy}
                notice={notice}
                headingLevel={headingLevel}
                onAction={() => onAction(service, action)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
