import { staffCopy } from '@sukoon/contracts/copy/staff';
import { TextLink } from '../../primitives/TextLink';
import { sectionNav } from '../StaffSection/StaffSection.css';

/** The ids of the staff area's section headings, in page order: the navigation links to each. */
export const staffSectionIds = {
  sessions: 'staff-sessions',
  refunds: 'staff-refunds',
  exports: 'staff-exports',
  coupons: 'staff-coupons',
  testimonials: 'staff-testimonials',
  inquiries: 'staff-inquiries',
} as const;

const order = Object.keys(staffSectionIds) as (keyof typeof staffSectionIds)[];

/** Links to the staff area's sections, in the order they stand on the page. */
export function StaffNav() {
  return (
    <nav aria-label={staffCopy.tabs.label} className={sectionNav}>
      {order.map((section) => (
        <TextLink key={section} href={`#${staffSectionIds[section]}`} weight="semibold">
          {staffCopy.tabs[section]}
        </TextLink>
      ))}
    </nav>
  );
}
