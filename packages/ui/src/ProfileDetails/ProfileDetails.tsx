import type { User } from '@sukoon/contracts';
import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Notice } from '../Notice';
import { Spinner } from '../Spinner';
import * as styles from './ProfileDetails.css';

// Exact texts of spec 01 sections 2 and 8.
export const PROFILE_NOT_FOUND = 'No Profile Found';
export const PROFILE_AUTH_REQUIRED = 'Authentication required. Please log in to view your profile.';
export const PROFILE_LOAD_FAILED = 'Failed to load user details. Please try again later.';

export const profileStatuses = ['loading', 'loaded', 'empty', 'auth-required', 'error'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export type ProfileUser = Pick<User, 'username' | 'email'> &
  Partial<Pick<User, 'first_name' | 'last_name' | 'name' | 'country' | 'state' | 'city' | 'mobile' | 'is_verified'>>;

export interface ProfileDetailsProps {
  status: ProfileStatus;
  /** The signed-in user; shown when status is 'loaded'. */
  user?: ProfileUser;
  /** Replaces the default text of the 'error' and 'auth-required' states (e.g. "Failed to fetch user data"). */
  message?: string;
  onChangePassword(): void;
  /** Offers "Try again" in the error state. */
  onRetry?(): void;
  /** Seconds until the site sends a signed-out visitor away (spec 01 section 9: 5 s). */
  redirectSeconds?: number;
}

/** The body of My Profile: personal information and the way to change the password. */
export function ProfileDetails({
  status,
  user,
  message,
  onChangePassword,
  onRetry,
  redirectSeconds = 5,
}: ProfileDetailsProps) {
  if (status === 'loading') {
    return (
      <div className={styles.centred}>
        <Spinner size="large" label="Loading your profile..." showLabel />
      </div>
    );
  }
  if (status === 'auth-required') {
    return (
      <Notice tone="warning" title={message ?? PROFILE_AUTH_REQUIRED}>
        You will be redirected in {redirectSeconds} seconds.
      </Notice>
    );
  }
  if (status === 'error') {
    return (
      <Notice tone="error" action={onRetry ? { label: 'Try again', onClick: onRetry } : undefined}>
        {message ?? PROFILE_LOAD_FAILED}
      </Notice>
    );
  }
  if (status === 'empty' || !user) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{PROFILE_NOT_FOUND}</h2>
      </div>
    );
  }
  return <LoadedProfile user={user} onChangePassword={onChangePassword} />;
}

function LoadedProfile({ user, onChangePassword }: { user: ProfileUser; onChangePassword(): void }) {
  const headingId = useId();
  const fullName =
    [user.first_name, user.last_name].filter((part) => part?.trim()).join(' ') || user.name || user.username;
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: 'First Name', value: user.first_name },
    { label: 'Last Name', value: user.last_name },
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Mobile', value: user.mobile },
    { label: 'Country', value: user.country },
    { label: 'State', value: user.state },
    { label: 'City', value: user.city },
  ];

  return (
    <div className={styles.root}>
      <section className={styles.summary} aria-label="Account">
        <span className={styles.avatar} aria-hidden="true">
          {initials(fullName)}
        </span>
        <div className={styles.identity}>
          <p className={styles.name}>{fullName}</p>
          <p className={styles.email}>{user.email}</p>
        </div>
        {typeof user.is_verified === 'boolean' ? <VerifiedBadge verified={user.is_verified} /> : null}
      </section>

      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.sectionTitle}>
            Personal Information
          </h2>
          <Button variant="secondary" onClick={onChangePassword} icon={<LockIcon />}>
            Change Password
          </Button>
        </div>
        <dl className={styles.grid}>
          {rows.map(({ label, value }) => (
            <div key={label} className={styles.card}>
              <dt className={styles.term}>{label}</dt>
              <dd className={value?.trim() ? styles.value : `${styles.value} ${styles.missing}`}>
                {value?.trim() || 'Not provided'}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={styles.badge({ verified })}>
      <Icon name={verified ? 'check' : 'exclamation'} className={styles.badgeIcon} />
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}

function LockIcon() {
  return <Icon name="lock" className={styles.buttonIcon} />;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
