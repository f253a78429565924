import type { ReactNode } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { IST } from '@sukoon/contracts/rules/zone';
import { Notice } from '../../primitives/Notice';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import * as styles from './StaffSection.css';

/** "21 Nov 2026, 5:35 pm" in India, whatever the viewer's zone. */
export const istDateTime = (iso: string) => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatInTimeZone(instant, IST, 'd MMM yyyy, h:mm aaa');
};

/** A staff list as its call left it: not there yet (loading, or failed with its reason) or loaded. */
export interface StaffListProps<Item> {
  /** The loaded items; undefined until the call answers. */
  items: Item[] | undefined;
  /** Why the list could not be loaded, as a sentence; the section then offers Retry. */
  loadFailure?: string;
  onRetry?(): void;
}

export interface StaffSectionProps {
  /** The heading's id: the staff navigation links to it and the section is named by it. */
  id: string;
  title: string;
  /** The line under the heading (counts, what the section is for). */
  summary?: string;
  children: ReactNode;
}

/** One section of the staff area: its heading, a summary line, then its content. */
export function StaffSection({ id, title, summary, children }: StaffSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Stack space="2">
        <h2 id={id} className={styles.sectionHeading}>
          {title}
        </h2>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
      </Stack>
      {children}
    </section>
  );
}

export interface StaffLoadedProps<Item> extends StaffListProps<Item> {
  /** The section's texts while its list is not there. */
  texts: { loading: string; loadFailed: string; retry: string };
  /** Shown when the list is loaded and empty. */
  empty: string;
  /** The loaded, non-empty list. */
  children(items: Item[]): ReactNode;
}

/** A section's list once loaded; before that its failure with Retry, or the spinner; a line when it is empty. */
export function StaffLoaded<Item>({ items, loadFailure, onRetry, texts, empty, children }: StaffLoadedProps<Item>) {
  if (items) return items.length === 0 ? <p className={styles.empty}>{empty}</p> : children(items);
  return loadFailure !== undefined ? (
    <Notice tone="error" action={onRetry ? { label: texts.retry, onClick: onRetry } : undefined}>
      {texts.loadFailed} {loadFailure}
    </Notice>
  ) : (
    <Spinner size="large" label={texts.loading} showLabel />
  );
}

export type StaffBadgeTone = keyof typeof styles.badge;

export interface StaffItemProps {
  /** The id of the item's heading, which names the item. */
  titleId: string;
  title: ReactNode;
  /** Beside the title: a status badge or a line such as the date. */
  aside?: ReactNode;
  /** Waiting for staff: marked with a warm edge. */
  waiting?: boolean;
  children: ReactNode;
}

/** One card of a staff list: its heading with what stands beside it, then its content. */
export function StaffItem({ titleId, title, aside, waiting = false, children }: StaffItemProps) {
  return (
    <li className={waiting ? `${styles.item} ${styles.itemWaiting}` : styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </li>
  );
}

/** A status beside an item's title. */
export function StaffBadge({ tone, children }: { tone: StaffBadgeTone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

/**
 * A client's name (when shown) and address as list items; a client who deleted their account has neither (the API
 * answers them empty), and staff read "Deleted account" with nothing to write to.
 */
export function StaffClientContact({ name, email }: { name?: string; email: string }) {
  if (!email) return <li>{staffCopy.erasedClient}</li>;
  return (
    <>
      {name === undefined ? null : <li>{name}</li>}
      <li>
        <TextLink href={mailtoHref(email)}>{email}</TextLink>
      </li>
    </>
  );
}
