import { aboutPageCopy } from '@sukoon/contracts/copy/pages/about';
import { AboutScreen } from '../features/about';
import { screenPage } from '../lib/PageHead';

/** /about, Our Story (A2). */
export default screenPage(aboutPageCopy, AboutScreen);
