import { AboutScreen } from '../features/about';
import { PageHead } from '../lib/PageHead';

/** /about, Our Story (A2). */
export default function AboutPage() {
  return (
    <>
      <PageHead page="about" />
      <AboutScreen />
    </>
  );
}
