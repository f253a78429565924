import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mockAnswer } from '../mocks/handlers';
import PaymentReturnPage from './PaymentReturnPage';

const meta = {
  title: 'Pages/PaymentReturn',
  component: PaymentReturnPage,
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/api/payments/success/TXN20261121501/?txnid=TXN20261121501&mihpayid=403993715531077182&amount=5000.00&productinfo=Booking%20501',
      route: '/api/payments/success/*',
    },
  },
} satisfies Meta<typeof PaymentReturnPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  name: 'Processing Payment',
  tags: ['state:payment-processing'],
  beforeEach({ msw }) {
    // The page forwards once the sign-in provider's client id has been asked for: held here, it waits.
    msw.use(
      mockAnswer('googleClientId', async () => {
        await delay('infinite');
        return HttpResponse.json({ google_client_id: '' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Processing Payment' })).toBeVisible();
    await expect(canvas.getByText('Please wait while we redirect you to the payment status page...')).toBeVisible();
  },
};

export const Forwards: Story = {
  name: 'Forwards once the client id is known',
  tags: ['state:payment-processing'],
  // The page it forwards to is not part of this story: only the hand-over is shown.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText("Navigated away from the story's page.")).toBeInTheDocument(),
    );
  },
};
