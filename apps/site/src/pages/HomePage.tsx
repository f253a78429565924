import { HomeScreen } from '../features/home';
import { PageHead } from '../lib/PageHead';

/** / (A2): the home page. */
export default function HomePage() {
  return (
    <>
      <PageHead page="home" />
      <HomeScreen />
    </>
  );
}
