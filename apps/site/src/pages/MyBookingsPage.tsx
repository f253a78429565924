import { myBookingsPageCopy } from '@sukoon/contracts/copy/pages/myBookings';
import { MyBookingsScreen } from '../features/myBookings';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyBookings and /myBookings (B2), behind the sign-in guard. */
export default withQuery(screenPage(myBookingsPageCopy, MyBookingsScreen));
