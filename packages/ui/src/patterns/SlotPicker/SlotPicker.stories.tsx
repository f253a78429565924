import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSlots } from '@sukoon/contracts';
import { dayButtons } from '../DayPicker';
import { modalBody, storyNow, useHeld } from '../../storyFixtures';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

const now = storyNow.morning;

// Holds the choices as the dialogs do: a new day clears the chosen slot.
function Harness(props: SlotPickerProps) {
  const [date, setDate] = useHeld(props.selectedDate, props.onSelectDate);
  const [slot, onSelectSlot, setSlot] = useHeld(props.selectedSlot, props.onSelectSlot);
  return (
    <SlotPicker
      {...props}
      selectedDate={date}
      onSelectDate={(next) => {
        setDate(next);
        setSlot(undefined);
      }}
      slots={date ? buildSlots({ date, now }) : []}
      selectedSlot={slot}
      onSelectSlot={onSelectSlot}
    />
  );
}

const meta = {
  title: 'Components/SlotPicker',
  component: SlotPicker,
  render: (args) => <Harness {...args} />,
  decorators: [modalBody],
  args: { days: dayButtons(now), onSelectDate: fn(), slots: [], slotsLoading: false, onSelectSlot: fn() },
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseADayFirst: Story = {
  name: 'A day first, then its times',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a date to see the available times.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sun 22 Nov' }));
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-11-22');
    await userEvent.click(canvas.getByRole('radio', { name: '9:15 am' }));
    await expect(args.onSelectSlot).toHaveBeenCalledWith('09:15');
  },
};

export const OfflineBeforeTheTimes: Story = {
  name: 'Offline before the times came',
  args: { selectedDate: '2026-11-22', slotsLoading: true, slotsOffline: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Says why no times show, instead of loading for ever.
    await expect(
      canvas.getByText("You're offline. The available times will show here as soon as your connection is back."),
    ).toBeVisible();
    await expect(canvas.queryByText(/Loading available time slots/)).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: 'Select a time (IST)' })).toBeNull();
    // The days stay choosable: the times of the day chosen show once the connection is back.
    await userEvent.click(canvas.getByRole('radio', { name: 'Mon 23 Nov' }));
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-11-23');
  },
};
