import { useId } from 'react';
import { durationMinutes, parsePrice } from '@sukoon/contracts';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { BookingSummary } from '../BookingSummary';
import { Button } from '../../primitives/Button';
import { ChoiceGroup, ChoiceOption } from '../../primitives/ChoiceGroup';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Notice } from '../../primitives/Notice';
import { SlotPicker, type SlotChoice } from '../SlotPicker';
import { TextField } from '../../primitives/TextField';
import { canSubmitBooking, missingStep } from './bookingState';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './BookingModal.css';
import { Text } from '../../primitives/Text';

export const bookingNoticeKinds = ['success', 'error', 'not-logged-in', 'session-expired'] as const;
export type BookingNoticeKind = (typeof bookingNoticeKinds)[number];

export interface BookingNotice {
  kind: BookingNoticeKind;
  /** The text to show (the spec's texts and the failure rules are in contracts' copy/booking). */
  message: string;
}

export interface BookingModalService {
  id: number | string;
  title: string;
  /** The catalogue's price text ("INR 5,000 per session per module") or rupees. */
  price: string | number;
  /** "01:00:00" or "00:30:00". */
  session_duration: string;
}

/** The day and time (SlotChoice: the seven bookable days) and the rest of the booking form. */
export interface BookingModalProps extends SlotChoice {
  open: boolean;
  onOpenChange(open: boolean): void;
  service: BookingModalService;
  couponCode: string;
  gstNumber: string;
  onCouponChange(value: string): void;
  onGstChange(value: string): void;
  termsAccepted: boolean;
  onTermsChange(accepted: boolean): void;
  /** Booking and payment initiation are in flight. */
  submitting: boolean;
  onSubmit(): void;
  /** The amber booked-sessions banner (one of bookingCopy.sessionsWarnings). */
  sessionsWarning?: string;
  notice?: BookingNotice;
  onLogin(): void;
  /** Where the success notice's "View Bookings" goes: /dashboard/bookings. */
  viewBookingsHref: string;
  /**
   * The signed-in client's membership can pay for this session (`available` >= `needed`): the modal offers
   * "Use N credits" beside paying by card. Absent: card only.
   */
  credits?: { needed: number; available: number };
  /** How the client chose to pay (card unless credits are offered and chosen). */
  payWith?: PayWith;
  onPayWithChange?(payWith: PayWith): void;
}

export type PayWith = 'card' | 'credits';

const copy = bookingCopy;

/**
 * The booking dialog: seven days, the day's slots, optional coupon and GST number, the summary, the
 * terms and "Book & Pay Now". Renders from props alone; the page owns fetching, the chosen values
 * and the outcome notice.
 */
export function BookingModal({
  open,
  onOpenChange,
  service,
  days,
  selectedDate,
  onSelectDate,
  slots,
  slotsLoading,
  slotsOffline,
  selectedSlot,
  onSelectSlot,
  couponCode,
  gstNumber,
  onCouponChange,
  onGstChange,
  termsAccepted,
  onTermsChange,
  submitting,
  onSubmit,
  sessionsWarning,
  notice,
  onLogin,
  viewBookingsHref,
  credits,
  payWith = 'card',
  onPayWithChange,
}: BookingModalProps) {
  const missingId = useId();
  const byCredits = credits !== undefined && payWith === 'credits';
  const minutes = durationMinutes(service.session_duration);
  const readiness = {
    selectedDate,
    selectedSlot,
    termsAccepted,
    slotsLoading,
    submitting,
    booked: notice?.kind === 'success',
  };
  const ready = canSubmitBooking(readiness);
  const missing = missingStep(readiness);

  // Coupon and GST number are codes: typed as capitals, never completed or spell-checked.
  const codeField = {
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    disabled: submitting,
  } as const;

  const footer = (
    <div className={styles.footer}>
      {notice ? <BookingOutcome notice={notice} onLogin={onLogin} viewBookingsHref={viewBookingsHref} /> : null}
      <div className={styles.submitRow}>
        {missing ? (
          <Text id={missingId} size="sm" tone="secondary" align={{ mobile: 'center', tablet: 'right' }}>
            {missing}
          </Text>
        ) : null}
        <Button
          size="large"
          onClick={onSubmit}
          disabled={!ready && !submitting}
          loading={submitting}
          loadingLabel={copy.submitting}
          aria-describedby={missing ? missingId : undefined}
        >
          {byCredits ? copy.payWith.submit(credits.needed) : copy.submit}
        </Button>
      </div>
    </div>
  );

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={copy.title(service.title)}
      description={copy.description(minutes)}
      // An accidental outside click must not drop a booking that is being paid for.
      dismissible={!submitting}
      footer={footer}
    >
      <div className={styles.body}>
        {sessionsWarning ? <Notice tone="warning">{sessionsWarning}</Notice> : null}

        <SlotPicker
          days={days}
          selectedDate={selectedDate}
          onSelectDate={onSelectDate}
          slots={slots}
          slotsLoading={slotsLoading}
          slotsOffline={slotsOffline}
          selectedSlot={selectedSlot}
          onSelectSlot={onSelectSlot}
          disabled={submitting}
        />

        {credits ? (
          <ChoiceGroup label={copy.payWith.label} disabled={submitting} optionsClassName={styles.payOptions}>
            <ChoiceOption
              value="card"
              name={copy.payWith.card}
              checked={!byCredits}
              onChoose={() => onPayWithChange?.('card')}
            >
              <span className={styles.payOption}>
                <span>{copy.payWith.card}</span>
                <span className={styles.payDetail}>{copy.payWith.cardDetail}</span>
              </span>
            </ChoiceOption>
            <ChoiceOption
              value="credits"
              name={`${copy.payWith.credits(credits.needed)}, ${copy.payWith.creditsDetail(credits.available)}`}
              checked={byCredits}
              onChoose={() => onPayWithChange?.('credits')}
            >
              <span className={styles.payOption}>
                <span>{copy.payWith.credits(credits.needed)}</span>
                <span className={styles.payDetail}>{copy.payWith.creditsDetail(credits.available)}</span>
              </span>
            </ChoiceOption>
          </ChoiceGroup>
        ) : null}

        <div className={styles.optional}>
          <TextField
            {...codeField}
            {...copy.coupon}
            // A coupon applies to card payments only (the server refuses one with credits).
            disabled={submitting || byCredits}
            hint={byCredits ? copy.payWith.noCoupon : copy.coupon.hint}
            name="coupon_code"
            value={byCredits ? '' : couponCode}
            onChange={(event) => onCouponChange(event.target.value)}
          />
          <TextField
            {...codeField}
            {...copy.gst}
            name="gst_number"
            maxLength={15}
            value={gstNumber}
            onChange={(event) => onGstChange(event.target.value)}
          />
        </div>

        <BookingSummary
          service={service.title}
          date={selectedDate}
          time={selectedSlot}
          duration={minutes}
          price={parsePrice(service.price)}
          coupon={byCredits ? '' : couponCode}
          gst={gstNumber}
        />

        <Checkbox
          name="terms"
          checked={termsAccepted}
          onCheckedChange={onTermsChange}
          disabled={submitting}
          label={
            <>
              {copy.terms.before}{' '}
              {copy.terms.links.map((link, index) => (
                <span key={link.href}>
                  {/* A new tab, so reading the terms does not throw away the chosen day and time. */}
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <VisuallyHidden>{copy.terms.newTab}</VisuallyHidden>
                  </a>
                  {index === 0 ? ', ' : index === 1 ? ' and ' : '.'}
                </span>
              ))}
            </>
          }
        />
      </div>
    </Dialog>
  );
}

function BookingOutcome({
  notice,
  onLogin,
  viewBookingsHref,
}: {
  notice: BookingNotice;
  onLogin(): void;
  viewBookingsHref: string;
}) {
  switch (notice.kind) {
    case 'success':
      return (
        <Notice tone="success">
          {notice.message}
          <br />
          <a className={styles.noticeLink} href={viewBookingsHref}>
            {copy.viewBookings}
          </a>
        </Notice>
      );
    case 'error':
      return <Notice tone="error">{notice.message}</Notice>;
    case 'not-logged-in':
    case 'session-expired':
      return (
        <Notice tone="warning" action={{ label: copy.login, onClick: onLogin }}>
          {notice.message}
        </Notice>
      );
  }
}
