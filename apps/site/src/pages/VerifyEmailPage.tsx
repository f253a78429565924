import { verifyEmailPageCopy } from '@sukoon/contracts/copy/pages/verifyEmail';
import { VerifyEmailScreen } from '../features/auth';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /verify-email (A2). */
export default withQuery(screenPage(verifyEmailPageCopy, VerifyEmailScreen));
