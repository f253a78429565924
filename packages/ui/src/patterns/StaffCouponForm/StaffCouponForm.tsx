import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { StaffCouponCreate } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import {
  clearFieldError,
  editableField,
  lazyResolver,
  submitValidation,
  usePreloadedCheck,
} from '../../primitives/FormLayout';
import { Notice } from '../../primitives/Notice';
import { TextField } from '../../primitives/TextField';
import * as styles from '../StaffSection/StaffSection.css';
import type { StaffCouponFields } from './couponResolver';

export interface StaffCouponFormProps {
  /** Today in India ('yyyy-MM-dd'): the earliest last day. */
  today: string;
  /** The create call is in flight. */
  submitting?: boolean;
  /** The code of the coupon just created: the form empties and says so until it is edited. */
  created?: string;
  /** Why the last create failed, as a sentence; everything typed is kept. */
  failure?: string;
  /** Create this coupon (checked by the contracts' rules). */
  onSubmit(coupon: StaffCouponCreate): void;
}

const empty: StaffCouponFields = {
  code: '',
  percent_off: '',
  memberships: true,
  bookings: true,
  expires_on: '',
  max_redemptions: '',
  max_per_person: '',
  description: '',
};

const couponCheck = lazyResolver(() => import('./couponResolver').then((module) => module.couponResolver));

/** "New coupon": code, percent off, what it applies to, an optional last day, limits and a note for staff. */
export function StaffCouponForm({ today, submitting = false, created, failure, onSubmit }: StaffCouponFormProps) {
  const c = staffCopy.coupons.create;
  const form = useForm<StaffCouponFields, unknown, StaffCouponCreate>({
    ...submitValidation,
    resolver: couponCheck.resolver,
    defaultValues: empty,
  });
  const field = editableField(form);
  const { errors, isDirty } = form.formState;
  usePreloadedCheck(couponCheck);

  useEffect(() => {
    if (created !== undefined) form.reset(empty);
  }, [created, form]);

  const box = (name: 'memberships' | 'bookings', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: tick }) => (
        <Checkbox
          name={tick.name}
          label={label}
          checked={tick.value}
          error={name === 'bookings' ? errors.bookings?.message : undefined}
          onCheckedChange={(checked) => {
            clearFieldError(form, 'bookings');
            tick.onChange(checked);
          }}
        />
      )}
    />
  );

  return (
    <form
      className={styles.item}
      aria-labelledby="staff-coupon-new"
      noValidate
      onSubmit={form.handleSubmit((coupon) => !submitting && onSubmit(coupon))}
    >
      <h3 id="staff-coupon-new" className={styles.itemTitle}>
        {c.heading}
      </h3>
      <div className={styles.formGrid}>
        <TextField
          {...field('code')}
          label={c.code}
          hint={c.codeHint}
          autoCapitalize="characters"
          error={errors.code?.message}
        />
        <TextField
          {...field('percent_off')}
          label={c.percent}
          inputMode="numeric"
          error={errors.percent_off?.message}
        />
        <TextField
          {...field('expires_on')}
          label={c.expiresOn}
          type="date"
          min={today}
          error={errors.expires_on?.message}
        />
        <TextField
          {...field('max_redemptions')}
          label={c.maxRedemptions}
          inputMode="numeric"
          error={errors.max_redemptions?.message}
        />
        <TextField
          {...field('max_per_person')}
          label={c.maxPerPerson}
          inputMode="numeric"
          error={errors.max_per_person?.message}
        />
        <TextField {...field('description')} label={c.description} error={errors.description?.message} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{c.appliesTo}</legend>
        <div className={styles.controls}>
          {box('memberships', c.memberships)}
          {box('bookings', c.bookings)}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={submitting} loadingLabel={c.submitting}>
          {c.submit}
        </Button>
      </div>
      {failure === undefined ? null : <Notice tone="error">{c.failed(failure)}</Notice>}
      {created !== undefined && !isDirty ? <Notice tone="success">{c.created(created)}</Notice> : null}
    </form>
  );
}
