import { TestimonialsScreen } from '../features/testimonials';
import { PageHead } from '../lib/PageHead';

/** /testimonials (B2). */
export default function TestimonialsPage() {
  return (
    <>
      <PageHead page="testimonials" />
      <TestimonialsScreen />
    </>
  );
}
