import { MyBookingsScreen } from '../features/bookings';
import { PageHead } from '../lib/PageHead';

/** /MyBookings and /myBookings (B2), behind the sign-in guard. */
export default function MyBookingsPage() {
  return (
    <>
      <PageHead page="myBookings" />
      <MyBookingsScreen />
    </>
  );
}
