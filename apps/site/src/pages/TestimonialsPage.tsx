import { testimonialsPageCopy } from '@sukoon/contracts/copy/pages/testimonials';
import { TestimonialsScreen } from '../features/testimonials';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /testimonials (B2). */
function TestimonialsPage() {
  return (
    <>
      <PageHead copy={testimonialsPageCopy} />
      <TestimonialsScreen />
    </>
  );
}

export default withQuery(TestimonialsPage);
