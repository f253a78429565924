import { testimonialsPageCopy } from '@sukoon/contracts/copy/pages/testimonials';
import { TestimonialsScreen } from '../features/testimonials';
import { PageHead } from '../lib/PageHead';

/** /testimonials (B2). */
function TestimonialsPage() {
  return (
    <>
      <PageHead copy={testimonialsPageCopy} />
      <TestimonialsScreen />
    </>
  );
}

export default TestimonialsPage;
