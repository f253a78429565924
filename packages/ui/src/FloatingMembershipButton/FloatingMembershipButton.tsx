import * as styles from './FloatingMembershipButton.css';

export interface FloatingMembershipButtonProps {
  href?: string;
}

/** The floating "Membership Plans" button shown on every page but /not-found. */
export function FloatingMembershipButton({ href = '/membership-plans' }: FloatingMembershipButtonProps) {
  return (
    <a className={styles.button} href={href}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" strokeLinejoin="round" />
      </svg>
      Membership Plans
    </a>
  );
}
