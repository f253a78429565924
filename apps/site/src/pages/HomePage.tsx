import { homePageCopy } from '@sukoon/contracts/copy/pages/home';
import { HomeScreen } from '../features/home';
import { PageHead } from '../lib/PageHead';

/** / (A2): the home page. */
export default function HomePage() {
  return (
    <>
      <PageHead copy={homePageCopy} />
      <HomeScreen />
    </>
  );
}
