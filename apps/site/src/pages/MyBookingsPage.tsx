import { myBookingsPageCopy } from '@sukoon/contracts/copy/pages/myBookings';
import { MyBookingsScreen } from '../features/myBookings';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyBookings and /myBookings (B2), behind the sign-in guard. */
function MyBookingsPage() {
  return <ScreenPage copy={myBookingsPageCopy} screen={MyBookingsScreen} />;
}

export default withQuery(MyBookingsPage);
