import { StaffScreen } from '../features/staff';
import { PageHead } from '../lib/PageHead';

/** /staff (ours): moderation for staff accounts, behind the sign-in guard; never indexed. */
export default function StaffPage() {
  return (
    <>
      <PageHead page="staff" />
      <meta name="robots" content="noindex, nofollow" />
      <StaffScreen />
    </>
  );
}
