import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { optionalCouponCodeSchema, optionalGstinSchema, type PlanDisplay } from '@sukoon/contracts';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Icon } from '../../primitives/Icon';
import { Notice } from '../../primitives/Notice';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { PaymentOverlay } from '../PaymentOverlay';
import * as styles from './PurchaseModal.css';
import { Text } from '../../primitives/Text';

/** The purchase form: GST number and coupon by the contracts' one rule each; the terms must be ticked (B4). */
export const purchaseFormSchema = z.object({
  gst_number: optionalGstinSchema,
  coupon_code: optionalCouponCodeSchema,
  terms: z.literal(true),
});
export type PurchaseFormInput = z.input<typeof purchaseFormSchema>;
export type PurchaseFormValues = z.output<typeof purchaseFormSchema>;

export type PurchaseStatus = 'idle' | 'in-flight' | 'redirecting' | 'failed';

export interface PurchaseModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: PlanDisplay;
  /** The card image's address (the page resolves plan.card against its image folder). */
  cardImageSrc?: string;
  status: PurchaseStatus;
  /** The failure's reason, shown as "Membership purchase failed: {reason} ...". */
  error?: string;
  onBuy(values: PurchaseFormValues): void;
}

/** The membership purchase modal (B2, B4): card, price, features, GST number, coupon, terms and Buy Now. */
export function PurchaseModal({ open, onOpenChange, plan, cardImageSrc, status, error, onBuy }: PurchaseModalProps) {
  const copy = membershipsCopy.purchase;
  const inFlight = status === 'in-flight' || status === 'redirecting';
  const { control, register, handleSubmit, formState } = useForm<PurchaseFormInput, unknown, PurchaseFormValues>({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues: { gst_number: '', coupon_code: '', terms: false as unknown as true },
  });
  const terms = useWatch({ control, name: 'terms' });

  if (status === 'redirecting') return <PaymentOverlay kind="redirecting" />;

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title(plan.type)}
      description={plan.description}
      size="medium"
      footer={
        <Button
          type="submit"
          form="membership-purchase"
          fullWidth
          disabled={!terms || inFlight}
          loading={status === 'in-flight'}
          loadingLabel={copy.buying}
        >
          {copy.buy}
        </Button>
      }
    >
      <form id="membership-purchase" className={styles.body} noValidate onSubmit={handleSubmit(onBuy)}>
        {cardImageSrc ? <img className={styles.cardImage} src={cardImageSrc} alt="" decoding="async" /> : null}
        <Text size="xl" tone="link" weight="bold">
          {plan.price}
        </Text>
        {plan.features.length > 0 ? (
          <ul className={styles.features} aria-label={copy.features}>
            {plan.features.map((feature, index) => (
              <li key={index} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <Icon name="check" size="text" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <TextField
          label={copy.gst.label}
          hint={copy.gst.hint}
          autoComplete="off"
          disabled={inFlight}
          error={formState.errors.gst_number?.message}
          {...register('gst_number')}
        />
        <TextField
          label={copy.coupon.label}
          hint={copy.coupon.hint}
          autoComplete="off"
          disabled={inFlight}
          error={formState.errors.coupon_code?.message}
          {...register('coupon_code')}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              name="terms"
              checked={field.value === true}
              onCheckedChange={field.onChange}
              disabled={inFlight}
              label={
                <>
                  {bookingCopy.terms.before}{' '}
                  {bookingCopy.terms.links.map((link, index) => (
                    <span key={link.href}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.label}
                        <VisuallyHidden>{bookingCopy.terms.newTab}</VisuallyHidden>
                      </a>
                      {index === 0 ? ', ' : index === 1 ? ' and ' : '.'}
                    </span>
                  ))}
                </>
              }
            />
          )}
        />
        {status === 'failed' && error ? <Notice tone="error">{copy.failed(error)}</Notice> : null}
      </form>
    </Dialog>
  );
}
