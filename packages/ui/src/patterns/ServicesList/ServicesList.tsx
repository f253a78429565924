import { useState } from 'react';
import type { ServiceListItem } from '@sukoon/contracts/content/home';
import { Icon } from '../../primitives/Icon';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import { Section } from '../../primitives/Section';
import * as styles from './ServicesList.css';

export interface ServicesListProps {
  /** content/home.ts SERVICES_LIST. */
  items: readonly ServiceListItem[];
  heading: string;
  intro?: string;
  /** The item whose picture shows (by id). Without it the list keeps its own, starting with the first. */
  activeId?: string;
  /** The pointer or focus moved to an item. */
  onActiveChange?(id: string): void;
  /** Load the pictures at once (stories); below the fold on the home page, so lazy by default. */
  eager?: boolean;
}

/**
 * "How we can help" (A2): the services as a list of links; the picture of the item under the pointer
 * or with focus shows beside it from tablets up. Phones have no hover: each item shows its own small
 * picture instead.
 */
export function ServicesList({ items, heading, intro, activeId, onActiveChange, eager = false }: ServicesListProps) {
  const [ownActive, setOwnActive] = useState(items[0]?.id);
  const active = activeId ?? ownActive;
  const activate = (id: string) => {
    if (id === active) return;
    setOwnActive(id);
    onActiveChange?.(id);
  };

  return (
    <Section heading={heading} intro={intro}>
      <div className={styles.layout}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.item}
              data-active={item.id === active || undefined}
              onPointerEnter={() => activate(item.id)}
              onFocus={() => activate(item.id)}
            >
              <a href={item.href} className={styles.link}>
                <span className={styles.thumb}>
                  <ResponsivePicture picture={{ ...item.image, alt: '' }} sizes="6rem" eager={eager} />
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.description}>{item.description}</span>
                </span>
                <Icon name="chevronRight" className={styles.chevron} />
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.panel}>
          {items.map((item) => (
            <div
              key={item.id}
              className={styles.panelImage}
              data-active={item.id === active || undefined}
              aria-hidden={item.id === active ? undefined : true}
            >
              <ResponsivePicture
                picture={item.image}
                sizes={styles.panelSizes}
                className={styles.image}
                eager={eager}
              />
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
