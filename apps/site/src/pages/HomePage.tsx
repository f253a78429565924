import { homePageCopy } from '@sukoon/contracts/copy/pages/home';
import { HomeScreen } from '../features/home';
import { screenPage } from '../lib/PageHead';

/** / (A2): the home page. */
export default screenPage(homePageCopy, HomeScreen);
