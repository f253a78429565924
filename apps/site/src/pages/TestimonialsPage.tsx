import { testimonialsPageCopy } from '@sukoon/contracts/copy/pages/testimonials';
import { TestimonialsScreen } from '../features/testimonials';
import { screenPage } from '../lib/PageHead';

/** /testimonials (B2). */
export default screenPage(testimonialsPageCopy, TestimonialsScreen);
