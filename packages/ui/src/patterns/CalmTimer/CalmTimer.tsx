import { useEffect, useId, useRef, useState } from 'react';
import { calmSection } from '@sukoon/contracts/content/home';
import { Button } from '../../primitives/Button';
import { CalmGauge } from '../CalmGauge';
import { Confetti, type ConfettiOrigin } from '../Confetti';
import { createWebAudioCalmMusic, type CalmMusic } from './calmMusic';
import { useCalmTimer, type CalmTicker } from './calmTimer';
import * as styles from './CalmTimer.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface CalmTimerProps {
  heading?: string;
  intro?: string;
  /** The clock: the browser's interval timer by default; stories tick by hand. */
  ticker?: CalmTicker;
  /** The looping music; by default a Web Audio pad made on the first Start (stories pass spies). */
  music?: CalmMusic;
  onMutedChange?(muted: boolean): void;
  /** The countdown reached 0. */
  onFinish?(): void;
  /** A confetti burst when the minute is done (default on; never under reduced motion). */
  celebrate?: boolean;
  /** Passed to the confetti: defaults to the reader's prefers-reduced-motion setting. */
  reducedMotion?: boolean;
  /** How many confetti particles the finish fired (0 under reduced motion). */
  onConfettiFire?(particleCount: number): void;
}

/**
 * Minute Of Calm (A4, 01 §4): 60 with Start; counting down each second with the music looping and Pause;
 * paused with Resume; at 0 "Great Job! Feel Refreshed?", the music stopped, confetti, and Restart (back
 * to 60, not running). One button changes its label and action, so keyboard focus stays on it throughout.
 */
export function CalmTimer({
  heading = calmSection.heading,
  intro = calmSection.intro,
  ticker,
  music: givenMusic,
  onMutedChange,
  onFinish,
  celebrate = true,
  reducedMotion,
  onConfettiFire,
}: CalmTimerProps) {
  const copy = calmSection;
  const headingId = useId();
  const gaugeRef = useRef<HTMLDivElement>(null);
  const [celebration, setCelebration] = useState<{ key: number; origin?: ConfettiOrigin }>({ key: 0 });
  const timer = useCalmTimer({
    ticker,
    onFinish() {
      setCelebration(({ key }) => ({ key: key + 1, origin: originOf(gaugeRef.current) }));
      onFinish?.();
    },
  });
  const { status, remaining } = timer;
  const running = status === 'running';

  // Creating the default costs nothing: it opens no AudioContext until start(), which only follows a press.
  const [defaultMusic] = useState(() => (givenMusic ? null : createWebAudioCalmMusic()));
  const music = givenMusic ?? defaultMusic!;
  const [muted, setMuted] = useState(false);

  useEffect(() => music.setMuted(muted), [music, muted]);
  // The music loops exactly while the timer runs: Pause, the finish and unmounting all stop it.
  useEffect(() => {
    if (!running) return;
    music.start();
    return () => music.stop();
  }, [music, running]);
  useEffect(() => () => music.dispose(), [music]);

  const toggleMute = () => {
    setMuted(!muted);
    onMutedChange?.(!muted);
  };

  const action = {
    idle: { label: copy.start, onClick: timer.start },
    running: { label: copy.pause, onClick: timer.pause },
    paused: { label: copy.resume, onClick: timer.resume },
    finished: { label: copy.restart, onClick: timer.restart },
  }[status];
  const message = {
    idle: '',
    running: copy.runningMessage,
    paused: copy.pausedMessage,
    finished: copy.finishedMessage,
  }[status];

  return (
    <section className={styles.root} aria-labelledby={headingId} data-status={status}>
      <div className={styles.head}>
        <Heading level={2} id={headingId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {heading}
        </Heading>
        {intro ? (
          <Text size="md" tone="secondary" className={styles.intro}>
            {intro}
          </Text>
        ) : null}
      </div>
      <div ref={gaugeRef}>
        <CalmGauge remaining={remaining} paused={status === 'paused'} />
      </div>
      {/* Polite, and changed only by Start, Pause, Resume and the finish: never once a second. */}
      <Text role="status" size="lg" tone="secondary" weight="medium" leading="snug" className={styles.status}>
        {status === 'finished' ? <span className={styles.finished}>{message}</span> : message}
      </Text>
      <div className={styles.actions}>
        <Button size="large" onClick={action.onClick}>
          {action.label}
        </Button>
        <Button variant="ghost" size="large" onClick={toggleMute}>
          {muted ? copy.unmuteMusic : copy.muteMusic}
        </Button>
      </div>
      {celebrate ? (
        <Confetti
          fireKey={celebration.key}
          origin={celebration.origin}
          reducedMotion={reducedMotion}
          onFire={onConfettiFire}
        />
      ) : null}
    </section>
  );
}

/** The gauge's centre as fractions of the window, where the confetti bursts from. */
function originOf(element: HTMLElement | null): ConfettiOrigin | undefined {
  if (!element || typeof window === 'undefined' || !window.innerWidth || !window.innerHeight) return undefined;
  const box = element.getBoundingClientRect();
  return {
    x: (box.left + box.width / 2) / window.innerWidth,
    y: (box.top + box.height / 2) / window.innerHeight,
  };
}
