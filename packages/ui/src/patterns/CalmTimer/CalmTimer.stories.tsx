import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONFETTI_MAX_PARTICLES } from '@sukoon/contracts';
import { onAPhone, widthOf } from '../../storyFixtures';
import { media } from '../../theme/media';
import type { CalmMusic } from './calmMusic';
import type { CalmTicker } from './calmTimer';
import { CalmTimer } from './CalmTimer';

/** Time as an input: a clock the play function ticks by hand, so no story waits on real seconds. */
function handClock() {
  let onTick: (() => void) | null = null;
  const ticker: CalmTicker = (tick) => {
    onTick = tick;
    return () => {
      if (onTick === tick) onTick = null;
    };
  };
  return {
    ticker,
    /** Whether the timer is listening (it is only while running). */
    get ticking() {
      return onTick !== null;
    },
    tick(seconds = 1) {
      for (let i = 0; i < seconds; i += 1) onTick?.();
    },
  };
}

/** Spies in place of the Web Audio pad: stories never make a sound. */
const quietMusic = (): CalmMusic => ({ start: fn(), stop: fn(), setMuted: fn(), dispose: fn() });

const meta = {
  title: 'Components/CalmTimer',
  component: CalmTimer,
  decorators: [widthOf('40rem')],
  args: { onFinish: fn(), onMutedChange: fn(), onConfettiFire: fn() },
  parameters: {
    docs: {
      description: {
        component: `
Minute Of Calm (decision 16, \`docs/decisions/0016-minute-of-calm.md\`). The spec names no music file,
so the looping music is synthesised in the browser with the Web Audio API: a short pad built when Start is first
pressed, with a Mute control. Nothing is downloaded before Start and nothing needs a licence. The finish fires
canvas-confetti, never more than 45 particles on screen, and none under \`prefers-reduced-motion\`.

The timer keeps its own state; time is an input (\`ticker\`), so each story reaches its state by pressing Start and
ticking a hand clock, as a reader would by waiting.`,
      },
    },
  },
} satisfies Meta<typeof CalmTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const timerOf = (canvas: Canvas) => canvas.getByRole('timer', { name: 'Time left' });
const statusOf = (canvas: Canvas) => canvas.getByRole('status');

/** Start, then let the hand clock run until `left` seconds remain: how a reader reaches every later state. */
async function runDownTo(canvas: Canvas, clock: ReturnType<typeof handClock>, left: number) {
  await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(clock.ticking).toBe(true));
  clock.tick(60 - left);
  await waitFor(() => expect(timerOf(canvas)).toHaveTextContent(`${left} seconds left`));
  // The reader has since looked away: the button keeps no focus ring.
  canvas.getByRole('button', { name: 'Pause' }).blur();
}

const idleClock = handClock();
export const Idle: Story = {
  name: 'Idle: 60 and Start',
  tags: ['state:calm-idle'],
  args: { ticker: idleClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Minute Of Calm' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Minute Of Calm' })).toBeVisible();
    await expect(timerOf(canvas)).toHaveTextContent('60 seconds left');
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mute music' })).toBeVisible();
    await expect(statusOf(canvas)).toHaveTextContent('');
    // Nothing runs, and no music, before Start.
    await expect(idleClock.ticking).toBe(false);
    await expect(args.music!.start).not.toHaveBeenCalled();
  },
};

const runningClock = handClock();
export const Running: Story = {
  name: 'Running: counting down, Pause',
  tags: ['state:calm-running'],
  args: { ticker: runningClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // By keyboard: Tab to Start and press it; the same button becomes Pause and keeps the focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pause = await canvas.findByRole('button', { name: 'Pause' });
    await expect(pause).toHaveFocus();
    await waitFor(() => expect(args.music!.start).toHaveBeenCalledTimes(1));
    await expect(args.music!.stop).not.toHaveBeenCalled();
    await expect(statusOf(canvas)).toHaveTextContent('Breathe in slowly, and out again.');

    runningClock.tick(3);
    await waitFor(() => expect(timerOf(canvas)).toHaveTextContent('57 seconds left'));
    // The seconds are not announced: the status line is unchanged by ticks.
    await expect(statusOf(canvas)).toHaveTextContent('Breathe in slowly, and out again.');
    await expect(args.music!.start).toHaveBeenCalledTimes(1);
  },
};

const pausedClock = handClock();
export const Paused: Story = {
  name: 'Paused: Resume',
  tags: ['state:calm-paused'],
  args: { ticker: pausedClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await runDownTo(canvas, pausedClock, 42);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(timerOf(canvas)).toHaveTextContent('42 seconds left');
    await expect(statusOf(canvas)).toHaveTextContent('Paused. Resume when you are ready.');
    await expect(pausedClock.ticking).toBe(false);
    await waitFor(() => expect(args.music!.stop).toHaveBeenCalledTimes(1));

    // Resume continues from 42 with the music; Pause holds the count and stops the music.
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(args.music!.start).toHaveBeenCalledTimes(2));
    pausedClock.tick();
    await waitFor(() => expect(timerOf(canvas)).toHaveTextContent('41 seconds left'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(args.music!.stop).toHaveBeenCalledTimes(2));
    await expect(pausedClock.ticking).toBe(false);
    pausedClock.tick(5);
    await expect(timerOf(canvas)).toHaveTextContent('41 seconds left');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await expect(statusOf(canvas)).toHaveTextContent('Paused. Resume when you are ready.');
  },
};

const finishingClock = handClock();
export const Finished: Story = {
  name: 'Finished: Great Job! and Restart',
  tags: ['state:calm-finished'],
  args: { ticker: finishingClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await runDownTo(canvas, finishingClock, 2);
    await waitFor(() => expect(args.music!.start).toHaveBeenCalledTimes(1));
    await expect(args.onFinish).not.toHaveBeenCalled();
    finishingClock.tick(2);
    await waitFor(() => expect(statusOf(canvas)).toHaveTextContent('Great Job! Feel Refreshed?'));
    await expect(timerOf(canvas)).toHaveTextContent('0 seconds left');
    await expect(canvas.getByRole('button', { name: 'Restart' })).toBeVisible();
    // The music stops at 0 and the timer no longer ticks.
    await waitFor(() => expect(args.music!.stop).toHaveBeenCalledTimes(1));
    await expect(finishingClock.ticking).toBe(false);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    // Confetti for the finish: none for a reader who asked for less motion (as the test browser does).
    const reduce = window.matchMedia(media.reducedMotion).matches;
    await waitFor(() => expect(args.onConfettiFire).toHaveBeenCalledWith(reduce ? 0 : CONFETTI_MAX_PARTICLES));
    const confetti = canvasElement.querySelector('canvas')!;
    await expect(confetti).toHaveAttribute('aria-hidden', 'true');
    if (!reduce) await waitFor(() => expect(confetti).toHaveAttribute('data-particles', '0'), { timeout: 15_000 });
  },
};

const restartClock = handClock();
export const Restart: Story = {
  name: 'Restart: back to 60, not running',
  args: { ticker: restartClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await runDownTo(canvas, restartClock, 2);
    restartClock.tick(2);
    await waitFor(() => expect(statusOf(canvas)).toHaveTextContent('Great Job! Feel Refreshed?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expect(await canvas.findByRole('button', { name: 'Start' })).toHaveFocus();
    await expect(timerOf(canvas)).toHaveTextContent('60 seconds left');
    await expect(statusOf(canvas)).toHaveTextContent('');
    await expect(restartClock.ticking).toBe(false);
    restartClock.tick(3);
    await expect(timerOf(canvas)).toHaveTextContent('60 seconds left');
    // Restart does not start the music again.
    await expect(args.music!.start).toHaveBeenCalledTimes(1);
  },
};

const mutedClock = handClock();
export const Muted: Story = {
  name: 'Mute the music',
  args: { ticker: mutedClock.ticker, music: quietMusic() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute music' }));
    await expect(args.onMutedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(args.music!.setMuted).toHaveBeenLastCalledWith(true));
    const unmute = canvas.getByRole('button', { name: 'Unmute music' });
    await expect(unmute).toHaveFocus();
    // Muting does not touch the timer; the music still starts (silently) with it.
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(args.music!.start).toHaveBeenCalledTimes(1));
    await expect(args.music!.setMuted).toHaveBeenLastCalledWith(true);
    mutedClock.tick();
    await waitFor(() => expect(timerOf(canvas)).toHaveTextContent('59 seconds left'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(await canvas.findByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(unmute).toBeVisible();
  },
};

const phoneClock = handClock();
export const OnAPhone: Story = {
  name: 'On a phone, running',
  ...onAPhone,
  args: { ticker: phoneClock.ticker, music: quietMusic() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runDownTo(canvas, phoneClock, 45);
    const section = canvas.getByRole('region', { name: 'Minute Of Calm' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
