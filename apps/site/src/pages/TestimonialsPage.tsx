import { testimonialsPageCopy } from '@sukoon/contracts/copy/pages/testimonials';
import { TestimonialsScreen } from '../features/testimonials';
import { ScreenPage } from '../lib/PageHead';

/** /testimonials (B2). */
function TestimonialsPage() {
  return <ScreenPage copy={testimonialsPageCopy} screen={TestimonialsScreen} />;
}

export default TestimonialsPage;
