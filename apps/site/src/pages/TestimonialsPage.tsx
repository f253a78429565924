import { TestimonialsScreen } from '../features/testimonials';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /testimonials (B2). */
function TestimonialsPage() {
  return (
    <>
      <PageHead page="testimonials" />
      <TestimonialsScreen />
    </>
  );
}

export default withQuery(TestimonialsPage);
