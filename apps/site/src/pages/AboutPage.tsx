import { aboutPageCopy } from '@sukoon/contracts/copy/pages/about';
import { AboutScreen } from '../features/about';
import { PageHead } from '../lib/PageHead';

/** /about, Our Story (A2). */
export default function AboutPage() {
  return (
    <>
      <PageHead copy={aboutPageCopy} />
      <AboutScreen />
    </>
  );
}
