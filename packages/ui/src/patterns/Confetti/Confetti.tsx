import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type confetti from 'canvas-confetti';
import { CONFETTI_MAX_PARTICLES } from '@sukoon/contracts';
import { color } from '@sukoon/tokens';
import * as styles from './Confetti.css';
import { useReducedMotion } from '../../theme/useMediaQuery';

/** The brand's accents and their soft tints (a canvas takes colour values, not CSS variables). */
export const confettiColors: readonly string[] = [
  color.brandAccent.rest,
  color.brandAccent.disabled,
  color.warmAccent.rest,
  color.warmAccent.disabled,
  color.positive.border,
  color.caution.border,
];

/** Where a burst starts, as fractions of the window (0 to 1). */
export interface ConfettiOrigin {
  x: number;
  y: number;
}

export interface ConfettiProps {
  /** Each new value other than 0 fires one burst (a page counts its celebrations: 1, 2, 3 ...). */
  fireKey?: number;
  origin?: ConfettiOrigin;
  /** Less motion: nothing is fired. Defaults to the reader's prefers-reduced-motion setting, followed live. */
  reducedMotion?: boolean;
  /** How many particles a burst really fired: at most the room left under the cap of 45, 0 under reduced motion. */
  onFire?(particleCount: number): void;
  /** Every particle has faded and the canvas is clear. */
  onSettle?(): void;
}

type Cannon = { fire: confetti.CreateTypes; reducedMotion: boolean };

/**
 * canvas-confetti, loaded at the first burst: a page that may celebrate (the home page's calm timer) does not carry
 * it in its first load, and most visits never celebrate.
 */
let library: Promise<typeof confetti> | undefined;
const loadConfetti = () => (library ??= import('canvas-confetti').then((module) => module.default));

/**
 * A celebration burst (A4, 01 §4) on canvas-confetti: never more than CONFETTI_MAX_PARTICLES (45) on screen
 * at a time, counting a burst still in flight; nothing under reduced motion. The canvas covers the window
 * but ignores the pointer and is hidden from assistive technology: it is decoration only.
 */
export function Confetti({ fireKey = 0, origin = { x: 0.5, y: 0.6 }, reducedMotion, onFire, onSettle }: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const cannon = useRef<Cannon | null>(null);
  const prefersReducedMotion = useReducedMotion();
  const lessMotion = reducedMotion ?? prefersReducedMotion;
  // Particles on screen now; canvas-confetti adds a burst fired mid-flight to the running animation and
  // resolves every burst's promise together when the last particle has faded.
  const inFlight = useRef(0);
  const [onScreen, setOnScreen] = useState(0);
  const clearCount = () => {
    inFlight.current = 0;
    setOnScreen(0);
  };

  const burst = useEffectEvent(() => {
    const canvas = canvasRef.current;
    if (cannon.current && cannon.current.reducedMotion !== lessMotion) {
      // The motion setting changed: clear the canvas and start again with the library's flag to match.
      cannon.current.fire.reset();
      cannon.current = null;
      clearCount();
    }
    const particleCount = lessMotion ? 0 : Math.max(0, CONFETTI_MAX_PARTICLES - inFlight.current);
    onFire?.(particleCount);
    if (!canvas || particleCount === 0) return;
    // Counted now, so bursts fired while the library loads still respect the cap.
    inFlight.current += particleCount;
    setOnScreen(inFlight.current);
    loadConfetti().then(
      (library) => {
        // Unmounted while it loaded: nothing to draw on.
        if (canvasRef.current !== canvas) return;
        // Our own check above decides; the library's flag is a second guard. No worker: the page's CSP and
        // a 45-particle burst do not need one.
        cannon.current ??= {
          fire: library.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: lessMotion }),
          reducedMotion: lessMotion,
        };
        const current = cannon.current;
        const done = current.fire({
          particleCount,
          origin,
          colors: [...confettiColors],
          spread: 75,
          startVelocity: 32,
          gravity: 0.9,
          ticks: 170,
          scalar: 0.9,
          disableForReducedMotion: lessMotion,
        });
        void done?.then(() => {
          // A reset (unmount, or the motion setting changed) also resolves it: report only a real settle.
          if (cannon.current !== current) return;
          clearCount();
          onSettle?.();
        });
      },
      // Offline before the first burst: no confetti (it is decoration), and nothing stays counted as on screen.
      clearCount,
    );
  });

  useEffect(() => {
    if (fireKey) burst();
  }, [fireKey]);

  useEffect(
    () => () => {
      cannon.current?.fire.reset();
      cannon.current = null;
    },
    [],
  );

  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      aria-hidden="true"
      data-particles={onScreen}
      data-reduced-motion={lessMotion}
    />
  );
}
