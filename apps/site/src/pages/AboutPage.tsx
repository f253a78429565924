import { aboutPageCopy } from '@sukoon/contracts/copy/pages/about';
import { AboutScreen } from '../features/about';
import { ScreenPage } from '../lib/PageHead';

/** /about, Our Story (A2). */
export default function AboutPage() {
  return <ScreenPage copy={aboutPageCopy} screen={AboutScreen} />;
}
