import type { ReactNode } from 'react';
import type { StaffCoupon } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { Button } from '../../primitives/Button';
import { Notice } from '../../primitives/Notice';
import { staffSectionIds } from '../StaffNav/StaffNav';
import { StaffBadge, StaffItem, StaffLoaded, StaffSection, type StaffListProps } from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffCouponsProps extends StaffListProps<StaffCoupon> {
  /** The codes whose pause or resume is in flight. */
  saving?: readonly string[];
  /** By code: why its last pause or resume failed, as a sentence (the list keeps the server's state). */
  failures?: Readonly<Partial<Record<string, string>>>;
  /** Pause an active coupon or resume a paused one. */
  onToggle(coupon: StaffCoupon): void;
  /** Under the list: the new-coupon form (StaffCouponForm). */
  children?: ReactNode;
}

/** Coupons with their terms, limits and uses, active ones first; each paused or resumed here. */
export function StaffCoupons({
  items,
  loadFailure,
  onRetry,
  saving = [],
  failures = {},
  onToggle,
  children,
}: StaffCouponsProps) {
  const c = staffCopy.coupons;
  const active = items?.filter((item) => item.active).length ?? 0;
  return (
    <StaffSection
      id={staffSectionIds.coupons}
      title={staffCopy.tabs.coupons}
      summary={items && items.length > 0 ? c.count(active, items.length) : undefined}
    >
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={c} empty={c.empty}>
        {(coupons) => (
          <ul className={styles.list} aria-label={staffCopy.tabs.coupons}>
            {coupons.map((coupon) => (
              <CouponItem
                key={coupon.code}
                coupon={coupon}
                saving={saving.includes(coupon.code)}
                failure={failures[coupon.code]}
                onToggle={() => onToggle(coupon)}
              />
            ))}
          </ul>
        )}
      </StaffLoaded>
      {children}
    </StaffSection>
  );
}

function CouponItem({
  coupon,
  saving,
  failure,
  onToggle,
}: {
  coupon: StaffCoupon;
  saving: boolean;
  failure: string | undefined;
  onToggle(): void;
}) {
  const c = staffCopy.coupons;
  const appliesTo = coupon.applies_to.length === 2 ? 'both' : (coupon.applies_to[0] ?? 'both');
  return (
    <StaffItem
      titleId={`staff-coupon-${coupon.code}`}
      title={`${coupon.code}, ${c.percentOff(coupon.percent_off)}`}
      aside={
        <StaffBadge tone={coupon.active ? 'site' : 'private'}>
          {coupon.active ? c.status.active : c.status.paused}
        </StaffBadge>
      }
    >
      {coupon.description ? <p className={styles.message}>{coupon.description}</p> : null}
      <ul className={styles.meta}>
        <li>{c.appliesTo[appliesTo]}</li>
        <li>{coupon.expires_on ? c.expires(coupon.expires_on) : c.noExpiry}</li>
        <li>{c.used(coupon.redeemed, coupon.max_redemptions)}</li>
        <li>{c.perPerson(coupon.max_per_person)}</li>
        {coupon.reserved > 0 ? <li>{c.reserved(coupon.reserved)}</li> : null}
      </ul>
      <div className={styles.controls}>
        <Button variant="secondary" loading={saving} loadingLabel={c.saving} onClick={onToggle}>
          {coupon.active ? c.pause : c.resume}
        </Button>
      </div>
      {failure === undefined ? null : <Notice tone="error">{c.saveFailed(failure)}</Notice>}
    </StaffItem>
  );
}
