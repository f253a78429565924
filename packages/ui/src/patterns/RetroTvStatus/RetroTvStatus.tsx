import { useId } from 'react';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Button } from '../../primitives/Button';
import type { Tone } from '../../tone';
import * as styles from './RetroTvStatus.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

/** Exact texts of the network-status page (spec 01 section 2). */
export const networkStatusText = shellCopy.networkStatus;

export interface RetroTvStatusProps {
  /**
   * Current connectivity; the page passes the live value so the panel follows changes. null: not known yet (the
   * prerendered page, until the browser says), shown as a neutral "checking" screen.
   */
  online: boolean | null;
  /** "Return to Home": the page navigates to /. */
  onHome(): void;
  /**
   * Ours: back to the page that sent an offline visitor here, offered once the connection is back (that page
   * replaced itself in history, so the browser's Back would skip it). Absent on a visit of its own.
   */
  onBack?(): void;
}

/** Each state's words: on the screen, and the message under it. */
const texts = {
  checking: { screen: networkStatusText.screenChecking, message: networkStatusText.messageChecking },
  online: { screen: networkStatusText.screenOnline, message: networkStatusText.messageOnline },
  offline: { screen: networkStatusText.screenOffline, message: networkStatusText.messageOffline },
};
const states = Object.keys(texts) as (keyof typeof texts)[];

/** The /network-status panel: a retro television whose screen reports the connection. */
export function RetroTvStatus({ online, onHome, onBack }: RetroTvStatusProps) {
  const titleId = useId();
  const state = online === null ? 'checking' : online ? 'online' : 'offline';
  const tones: Record<typeof state, Tone> = { checking: 'info', online: 'success', offline: 'warning' };
  const tone = tones[state];
  const text = texts[state];
  const wayBack = state === 'online' ? onBack : undefined;
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-network={state}>
      <Heading level={1} id={titleId} size={{ mobile: '3xl', tablet: '4xl' }} leading="tight">
        {networkStatusText.title}
      </Heading>
      {/* One polite live region: when the connection changes, the screen and the message are read together. */}
      <div className={styles.live} role="status" aria-live="polite" aria-atomic="true">
        <div className={styles.tv}>
          <span className={styles.antenna} aria-hidden="true" />
          <span className={styles.antennaBase} aria-hidden="true" />
          <div className={styles.cabinet}>
            <div className={`${styles.screen} ${styles.screenState[state]}`}>
              <Text
                size={{ mobile: 'xl', tablet: '2xl' }}
                weight="bold"
                leading="snug"
                className={`${styles.screenText} ${styles.screenTextTone[tone]} ${state === 'offline' ? styles.screenTextOffline : ''}`}
              >
                {text.screen}
              </Text>
            </div>
            <div className={styles.controls} aria-hidden="true">
              <span className={styles.knob} />
              <span className={`${styles.knob} ${state === 'offline' ? styles.knobTurned : ''}`} />
              <span className={styles.grille} />
            </div>
          </div>
          <div className={styles.legs} aria-hidden="true" />
        </div>
        <div className={styles.messages}>
          {/* The other states' messages only hold their space (the longest sets the height). */}
          {states.map((each) => (
            <Text
              key={each}
              size="lg"
              tone="secondary"
              leading="normal"
              className={each === state ? styles.message : `${styles.message} ${styles.messageReserved}`}
              aria-hidden={each === state ? undefined : true}
            >
              {texts[each].message}
            </Text>
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        {wayBack ? (
          <Button size="large" onClick={wayBack}>
            {networkStatusText.back}
          </Button>
        ) : null}
        <Button size="large" variant={wayBack ? 'secondary' : 'primary'} onClick={onHome}>
          {networkStatusText.home}
        </Button>
      </div>
    </section>
  );
}
