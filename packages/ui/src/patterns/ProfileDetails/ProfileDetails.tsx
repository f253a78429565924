import type { ProfileRequest, User } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { Suspense, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Icon } from '../../primitives/Icon';
import { Notice } from '../../primitives/Notice';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './ProfileDetails.css';
import { lazyNamed } from '../../lazyNamed';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

// The edit form (react-hook-form, the country and state lists) loads once the details are shown,
// not with the page: most visits only read them. The Edit button then opens it at once, offline too.
const loadProfileEditForm = () => import('../ProfileEditForm');
const ProfileEditForm = lazyNamed(loadProfileEditForm, 'ProfileEditForm');

const copy = accountsCopy.profile;

export const profileStatuses = ['loading', 'loaded', 'empty', 'auth-required', 'error'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export type ProfileUser = Pick<User, 'username' | 'email'> &
  Partial<
    Pick<
      User,
      'first_name' | 'last_name' | 'name' | 'country' | 'state' | 'city' | 'mobile' | 'pincode' | 'is_verified'
    >
  >;

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
  /** Offers "Download my data" (the person's own records); the page saves the file. */
  onDownloadData?(): void;
  /** The download is being prepared, or failed. */
  downloadState?: 'idle' | 'preparing' | 'failed';
  /** Offers the "Session reminders" switch; called with the new choice, which the page saves. */
  onSessionRemindersChange?(on: boolean): void;
  /** The switch as shown (the page sets it at once, and back if the save fails). */
  sessionReminders?: boolean;
  /** 'failed': the last change was not saved (the switch is back where it was). */
  remindersState?: 'idle' | 'failed';
  /** Offers "Delete my account" (the page asks for the password in its dialog). */
  onDeleteAccount?(): void;
  /** Offers "Edit": saves the personal information; reject with an Error whose message is shown. */
  onSaveProfile?(values: ProfileRequest): Promise<void>;
}

/** The body of My Profile: personal information and the way to change the password. */
export function ProfileDetails({
  status,
  user,
  message,
  onChangePassword,
  onRetry,
  redirectSeconds = 5,
  onDownloadData,
  downloadState = 'idle',
  onSessionRemindersChange,
  sessionReminders = true,
  remindersState = 'idle',
  onDeleteAccount,
  onSaveProfile,
}: ProfileDetailsProps) {
  if (status === 'loading') {
    return (
      <div className={styles.centred}>
        <Spinner size="large" label={copy.loading} showLabel />
      </div>
    );
  }
  if (status === 'auth-required') {
    return (
      <Notice tone="warning" title={message ?? copy.authRequired}>
        {copy.redirecting(redirectSeconds)}
      </Notice>
    );
  }
  if (status === 'error') {
    return (
      <Notice tone="error" action={onRetry ? { label: copy.retry, onClick: onRetry } : undefined}>
        {message ?? copy.loadFailed}
      </Notice>
    );
  }
  if (status === 'empty' || !user) {
    return (
      <div className={styles.empty}>
        <Heading level={2} size="xl">
          {copy.notFound}
        </Heading>
      </div>
    );
  }
  return (
    <LoadedProfile
      user={user}
      onChangePassword={onChangePassword}
      onDownloadData={onDownloadData}
      downloadState={downloadState}
      onSessionRemindersChange={onSessionRemindersChange}
      sessionReminders={sessionReminders}
      remindersState={remindersState}
      onDeleteAccount={onDeleteAccount}
      onSaveProfile={onSaveProfile}
    />
  );
}

function LoadedProfile({
  user,
  onChangePassword,
  onDownloadData,
  downloadState,
  onDeleteAccount,
  onSaveProfile,
  onSessionRemindersChange,
  sessionReminders,
  remindersState,
}: { user: ProfileUser; onChangePassword(): void } & Pick<
  ProfileDetailsProps,
  | 'onDownloadData'
  | 'downloadState'
  | 'onDeleteAccount'
  | 'onSaveProfile'
  | 'onSessionRemindersChange'
  | 'sessionReminders'
  | 'remindersState'
>) {
  const dataHeadingId = useId();
  const remindersHeadingId = useId();
  const deleteHeadingId = useId();
  const [editing, setEditing] = useState(false);
  // Once the editor closes (saved or cancelled), the Edit button it replaced takes the focus back.
  const [editorClosed, setEditorClosed] = useState(false);
  const closeEditor = () => {
    setEditing(false);
    setEditorClosed(true);
  };
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const editable = onSaveProfile !== undefined;
  useEffect(() => {
    if (editable) loadProfileEditForm().catch(() => undefined);
  }, [editable]);
  const fullName =
    [user.first_name, user.last_name].filter((part) => part?.trim()).join(' ') || user.name || user.username;
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: copy.fields.firstName, value: user.first_name },
    { label: copy.fields.lastName, value: user.last_name },
    { label: copy.fields.username, value: user.username },
    { label: copy.fields.email, value: user.email },
    { label: copy.fields.mobile, value: user.mobile },
    { label: copy.fields.country, value: user.country },
    { label: copy.fields.state, value: user.state },
    { label: copy.fields.city, value: user.city },
  ];

  return (
    <div className={styles.root}>
      <section className={styles.summary} aria-label={copy.account}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(fullName)}
        </span>
        <div className={styles.identity}>
          <Text size="xl" tone="primary" weight="bold" leading="tight" className={styles.name}>
            {fullName}
          </Text>
          <Text size="sm" tone="secondary" className={styles.email}>
            {user.email}
          </Text>
        </div>
        {typeof user.is_verified === 'boolean' ? <VerifiedBadge verified={user.is_verified} /> : null}
      </section>

      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionHeader}>
          <Heading level={2} id={headingId} size={{ mobile: 'lg', tablet: 'xl' }}>
            {copy.personalInformation}
          </Heading>
          <div className={styles.sectionHeader}>
            {onSaveProfile && !editing ? (
              <Button
                variant="secondary"
                autoFocus={editorClosed}
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {copy.edit.action}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onChangePassword} icon={<LockIcon />}>
              {copy.changePassword}
            </Button>
          </div>
        </div>
        {saved ? <Notice tone="success">{copy.edit.saved}</Notice> : null}
        {editing && onSaveProfile ? (
          <Suspense fallback={<Spinner size="large" label={copy.edit.opening} />}>
            <ProfileEditForm
              user={user}
              onSave={async (values) => {
                await onSaveProfile(values);
                closeEditor();
                setSaved(true);
              }}
              onCancel={closeEditor}
            />
          </Suspense>
        ) : (
          <dl className={styles.grid}>
            {rows.map(({ label, value }) => (
              <div key={label} className={styles.card}>
                <dt className={styles.term}>{label}</dt>
                <dd className={value?.trim() ? styles.value : `${styles.value} ${styles.missing}`}>
                  {value?.trim() || copy.notProvided}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {onSessionRemindersChange ? (
        <section className={styles.section} aria-labelledby={remindersHeadingId}>
          <Heading level={2} id={remindersHeadingId} size={{ mobile: 'lg', tablet: 'xl' }}>
            {copy.reminders.heading}
          </Heading>
          <Checkbox
            label={copy.reminders.label}
            checked={sessionReminders ?? true}
            onCheckedChange={onSessionRemindersChange}
          />
          <Text size="sm" tone="secondary">
            {copy.reminders.body}
          </Text>
          {remindersState === 'failed' ? <Notice tone="error">{copy.reminders.failed}</Notice> : null}
        </section>
      ) : null}

      {onDownloadData ? (
        <section className={styles.section} aria-labelledby={dataHeadingId}>
          <Heading level={2} id={dataHeadingId} size={{ mobile: 'lg', tablet: 'xl' }}>
            {copy.yourData.heading}
          </Heading>
          <Text size="sm" tone="secondary">
            {copy.yourData.body}
          </Text>
          <div>
            <Button variant="secondary" onClick={onDownloadData} loading={downloadState === 'preparing'}>
              {downloadState === 'preparing' ? copy.yourData.downloading : copy.yourData.download}
            </Button>
          </div>
          {downloadState === 'failed' ? <Notice tone="error">{copy.yourData.failed}</Notice> : null}
        </section>
      ) : null}

      {onDeleteAccount ? (
        <section className={styles.section} aria-labelledby={deleteHeadingId}>
          <Heading level={2} id={deleteHeadingId} size={{ mobile: 'lg', tablet: 'xl' }}>
            {copy.deleteAccount.heading}
          </Heading>
          <Text size="sm" tone="secondary">
            {copy.deleteAccount.body}
          </Text>
          <div>
            <Button variant="critical" onClick={onDeleteAccount}>
              {copy.deleteAccount.action}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={styles.badge({ verified })}>
      <Icon name={verified ? 'check' : 'exclamation'} className={styles.badgeIcon} />
      {verified ? copy.verified : copy.notVerified}
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
