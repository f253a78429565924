import { staffPageCopy } from '@sukoon/contracts/copy/pages/staff';
import { StaffScreen } from '../features/staff';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /staff (ours): moderation for staff accounts, behind the sign-in guard; never indexed. */
function StaffPage() {
  return (
    <>
      <PageHead copy={staffPageCopy} />
      <meta name="robots" content="noindex, nofollow" />
      <StaffScreen />
    </>
  );
}

export default withQuery(StaffPage);
