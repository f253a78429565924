import type { StaffSession } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { TextField } from '../../primitives/TextField';
import { TextLink } from '../../primitives/TextLink';
import { staffSectionIds } from '../StaffNav/StaffNav';
import { StaffClientContact, StaffItem, StaffLoaded, StaffSection, type StaffListProps } from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffSessionsProps extends StaffListProps<StaffSession> {
  /** The day shown ('yyyy-MM-dd'): the one picked, else the server's today once it answers. */
  date: string;
  /** A day picked in the date field; undefined when the field is cleared. */
  onDateChange(date: string | undefined): void;
}

/** The day's confirmed sessions in start order, with the client, how they paid and the meeting link. */
export function StaffSessions({ items, loadFailure, onRetry, date, onDateChange }: StaffSessionsProps) {
  const c = staffCopy.sessions;
  return (
    <StaffSection
      id={staffSectionIds.sessions}
      title={staffCopy.tabs.sessions}
      summary={items && items.length > 0 ? c.count(items.length) : undefined}
    >
      <div className={styles.field}>
        <TextField
          label={c.dateLabel}
          type="date"
          value={date}
          onChange={(event) => onDateChange(event.target.value || undefined)}
        />
      </div>
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={c} empty={c.empty}>
        {(sessions) => (
          <ol className={styles.list} aria-label={staffCopy.tabs.sessions}>
            {sessions.map((session) => (
              <StaffItem
                key={session.booking_id}
                titleId={`staff-session-${session.booking_id}`}
                title={`${c.time(session.start_time, session.end_time)}, ${session.service_title}`}
                aside={<span className={styles.summary}>{c.paidBy[session.payment_method]}</span>}
              >
                <ul className={styles.meta}>
                  <StaffClientContact name={session.client_name} email={session.email} />
                  <li>{session.mode}</li>
                </ul>
                {session.meeting_link ? (
                  <TextLink href={session.meeting_link} weight="semibold">
                    {c.join}
                  </TextLink>
                ) : (
                  <p className={styles.summary}>{c.noLink}</p>
                )}
              </StaffItem>
            ))}
          </ol>
        )}
      </StaffLoaded>
    </StaffSection>
  );
}
