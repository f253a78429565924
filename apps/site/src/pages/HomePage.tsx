import { homePageCopy } from '@sukoon/contracts/copy/pages/home';
import { HomeScreen } from '../features/home';
import { ScreenPage } from '../lib/PageHead';

/** / (A2): the home page. */
export default function HomePage() {
  return <ScreenPage copy={homePageCopy} screen={HomeScreen} />;
}
