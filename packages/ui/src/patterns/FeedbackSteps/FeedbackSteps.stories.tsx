import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onAPhone, widthOf } from '../../storyFixtures';
import { FeedbackSteps } from './FeedbackSteps';

const meta = {
  title: 'Components/FeedbackSteps',
  component: FeedbackSteps,
  args: { status: 'idle', onSubmit: fn(), onClose: fn() },
  decorators: [widthOf('32rem')],
} satisfies Meta<typeof FeedbackSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A horizontal swipe of dx pixels over the form, with pointer events as a finger or mouse sends them. */
function swipe(canvas: Canvas, dx: number) {
  const form = canvas.getByText(/^Step \d of 4$/).closest('form')!;
  const box = form.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerType: 'touch' }));
  form.dispatchEvent(
    new PointerEvent('pointerup', { bubbles: true, clientX: x + dx, clientY: y, pointerType: 'touch' }),
  );
}

async function rate(canvas: Canvas, stars: number) {
  await userEvent.click(canvas.getByRole('radio', { name: `${stars} stars` }));
}

/** Rates 4 stars, then moves to the given step (2, 3 or 4) with Next. */
async function reach(canvas: Canvas, step: number) {
  await rate(canvas, 4);
  for (let s = 1; s < step; s++) await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await expect(canvas.getByText(`Step ${step} of 4`)).toBeVisible();
}

export const Rating: Story = {
  name: 'Step 1, rating',
  tags: ['state:feedback-rating'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'How would you rate your session?' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    // By keyboard: Tab into the stars, arrows choose.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const Liked: Story = {
  name: 'Step 2, liked (swiped to)',
  tags: ['state:feedback-liked'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rate(canvas, 5);
    // 49 px is not a swipe; 50 px is (B9).
    swipe(canvas, -49);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    swipe(canvas, -50);
    await expect(await canvas.findByText('Step 2 of 4')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('What did you like about the session?'), 'Calm and clear.');
  },
};

export const Improve: Story = {
  name: 'Step 3, improve',
  tags: ['state:feedback-improve'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reach(canvas, 3);
    await expect(canvas.getByLabelText('What could we improve?')).toHaveAccessibleDescription(
      'Only our team reads this.',
    );
    // A right swipe goes back, and forward again keeps the step's place.
    swipe(canvas, 80);
    await expect(await canvas.findByText('Step 2 of 4')).toBeVisible();
    swipe(canvas, -80);
    await expect(await canvas.findByText('Step 3 of 4')).toBeVisible();
  },
};

export const Recommend: Story = {
  name: 'Step 4, recommend and Submit',
  tags: ['state:feedback-recommend'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rate(canvas, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByLabelText('What did you like about the session?'), 'Kind and practical.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByLabelText('What could we improve?'), 'Longer sessions.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const consent = canvas.getByRole('checkbox', { name: 'You may publish my words with my first name' });
    await expect(consent).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Reaching the last step submits nothing: only Submit does.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          rating: 4,
          comment: 'Kind and practical.',
          additional_comments: 'Longer sessions.',
          would_recommend: true,
          consent: false,
        },
        expect.anything(),
      ),
    );
  },
};

export const NoRating: Story = {
  name: 'Next without a rating',
  tags: ['state:feedback-no-rating'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please provide a rating')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    swipe(canvas, -100);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
  },
};

export const Submitting: Story = {
  name: 'In flight',
  tags: ['state:feedback-submitting'],
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Submitting|Next/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeDisabled();
  },
};

export const Thanks: Story = {
  name: 'Thank You!, then close',
  tags: ['state:feedback-thanks'],
  args: { status: 'success' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank You!')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const Failed: Story = {
  name: 'Failed',
  tags: ['state:feedback-failed'],
  args: { status: 'failed', error: 'Feedback can only be given after the session has ended.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to submit feedback: Feedback can only be given after the session has ended.',
    );
  },
};
