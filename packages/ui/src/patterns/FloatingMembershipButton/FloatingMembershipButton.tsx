import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Icon } from '../../primitives/Icon';
import * as styles from './FloatingMembershipButton.css';

export interface FloatingMembershipButtonProps {
  href?: string;
}

/** The floating "Membership Plans" button shown on every page but /not-found. */
export function FloatingMembershipButton({ href = '/membership-plans' }: FloatingMembershipButtonProps) {
  return (
    <a className={styles.button} href={href}>
      <Icon name="star" />
      {shellCopy.membershipButton}
    </a>
  );
}
