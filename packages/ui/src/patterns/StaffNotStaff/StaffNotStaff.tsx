import { staffCopy } from '@sukoon/contracts/copy/staff';
import { TextLink } from '../../primitives/TextLink';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffNotStaffProps {
  /** Where "Go to the home page" leads. */
  homeHref: string;
}

/** What a signed-in person without the staff role meets at /staff: the area is not theirs, with a way home. */
export function StaffNotStaff({ homeHref }: StaffNotStaffProps) {
  const copy = staffCopy.notStaff;
  return (
    <section className={styles.notStaff} aria-labelledby="staff-not-staff">
      <h2 id="staff-not-staff" className={styles.sectionHeading}>
        {copy.title}
      </h2>
      <p className={styles.summary}>{copy.body}</p>
      <TextLink href={homeHref} weight="semibold">
        {copy.home}
      </TextLink>
    </section>
  );
}
