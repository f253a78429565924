import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONFETTI_MAX_PARTICLES } from '@sukoon/contracts';
import { Button } from '../../primitives/Button';
import { media } from '../../theme/media';
import { Confetti, type ConfettiProps } from './Confetti';

/** The page's side: a count of celebrations (here one on arrival, then one per press). */
function Celebrating(props: ConfettiProps) {
  const [fireKey, setFireKey] = useState(props.fireKey ?? 0);
  return (
    <>
      <Button variant="secondary" onClick={() => setFireKey((key) => key + 1)}>
        Celebrate again
      </Button>
      <Confetti {...props} fireKey={fireKey} />
    </>
  );
}

const meta = {
  title: 'Components/Confetti',
  component: Confetti,
  render: (args) => <Celebrating {...args} />,
  args: { fireKey: 1, onFire: fn(), onSettle: fn() },
} satisfies Meta<typeof Confetti>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (root: HTMLElement) => root.querySelector('canvas')!;
/** A burst lasts about 3 s at 60 frames a second; a busy test machine gets more time. */
const settling = { timeout: 15_000 };

export const Burst: Story = {
  name: 'Burst (capped at 45)',
  tags: ['state:confetti'],
  // The test browser asks for reduced motion; this story shows the burst a reader who allows motion
  // sees, so designers can review it (Celebrate again replays it).
  args: { reducedMotion: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confetti = canvasOf(canvasElement);
    await waitFor(() => expect(args.onFire).toHaveBeenCalledWith(CONFETTI_MAX_PARTICLES));
    await expect(CONFETTI_MAX_PARTICLES).toBe(45);
    await expect(confetti).toHaveAttribute('data-particles', '45');

    // Decoration only: hidden from screen readers, and the button under it still gets the click.
    await expect(confetti).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(confetti).pointerEvents).toBe('none');
    const again = canvas.getByRole('button', { name: 'Celebrate again' });
    const box = again.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(again.contains(hit)).toBe(true);

    // While the first burst is still falling, another adds nothing: 45 at a time at most.
    await userEvent.click(again);
    await expect(args.onFire).toHaveBeenLastCalledWith(0);
    await expect(confetti).toHaveAttribute('data-particles', '45');

    // Once it has faded, a new burst has the full 45 again.
    await waitFor(() => expect(args.onSettle).toHaveBeenCalledTimes(1), settling);
    await expect(confetti).toHaveAttribute('data-particles', '0');
    await userEvent.click(again);
    await expect(args.onFire).toHaveBeenLastCalledWith(CONFETTI_MAX_PARTICLES);
    await expect(args.onFire).toHaveBeenCalledTimes(3);
    // The screenshot is taken of the settled canvas: canvas-confetti's particles are random.
    await waitFor(() => expect(args.onSettle).toHaveBeenCalledTimes(2), settling);
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion: nothing fired',
  args: { reducedMotion: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onFire).toHaveBeenCalledWith(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Celebrate again' }));
    await expect(args.onFire).toHaveBeenCalledTimes(2);
    await expect(args.onFire).toHaveBeenNthCalledWith(1, 0);
    await expect(args.onFire).toHaveBeenNthCalledWith(2, 0);
    await expect(canvasOf(canvasElement)).toHaveAttribute('data-particles', '0');
    await expect(args.onSettle).not.toHaveBeenCalled();
  },
};

export const ReadersSetting: Story = {
  name: "Follows the reader's motion setting",
  play: async ({ canvasElement, args }) => {
    // No reducedMotion prop: the component reads prefers-reduced-motion itself. The test browser asks for
    // less motion, so there nothing is fired; in a browser that allows motion this is an ordinary burst.
    const reduce = window.matchMedia(media.reducedMotion).matches;
    const confetti = canvasOf(canvasElement);
    await expect(confetti).toHaveAttribute('data-reduced-motion', String(reduce));
    await waitFor(() => expect(args.onFire).toHaveBeenCalledWith(reduce ? 0 : CONFETTI_MAX_PARTICLES));
    if (!reduce) await waitFor(() => expect(args.onSettle).toHaveBeenCalled(), settling);
  },
};
