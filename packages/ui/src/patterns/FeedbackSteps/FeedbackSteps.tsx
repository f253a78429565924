import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FEEDBACK_CLOSE_MS, testimonialReviewRequestSchema } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { ChoiceGroup, ChoiceOption } from '../../primitives/ChoiceGroup';
import { Icon } from '../../primitives/Icon';
import { Notice } from '../../primitives/Notice';
import { TextArea } from '../../primitives/TextField';
import * as styles from './FeedbackSteps.css';
import { useSwipeSteps } from './useSwipeSteps';
import { Text } from '../../primitives/Text';

/** The four steps' fields, from the contracts' review payload (B3). */
export const feedbackFormSchema = z.pick(testimonialReviewRequestSchema, {
  rating: true,
  comment: true,
  additional_comments: true,
  would_recommend: true,
  consent: true,
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;

export const FEEDBACK_STEP_COUNT = 4;

export type FeedbackStatus = 'idle' | 'submitting' | 'success' | 'failed';

export interface FeedbackStepsProps {
  /** The submit call's state, owned by the page. */
  status: FeedbackStatus;
  /** The failure's reason (the server's detail or "field: message" lines). */
  error?: string;
  onSubmit(values: FeedbackFormValues): void;
  /** Called 2 s after success. */
  onClose(): void;
}

/** The feedback modal's body (B2, B4): rating, liked, improve, recommend; swipe, Back and Next, Submit on the last. */
export function FeedbackSteps({ status, error, onSubmit, onClose }: FeedbackStepsProps) {
  const copy = bookingsCopy.feedback;
  const [step, setStep] = useState(0);
  const hintId = useId();
  const {
    control: formControl,
    register,
    handleSubmit,
    trigger,
    formState,
  } = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { comment: '', additional_comments: '', would_recommend: true, consent: false },
  });
  const busy = status === 'submitting';

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(onClose, FEEDBACK_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const go = async (direction: -1 | 1) => {
    if (busy) return;
    if (direction === 1) {
      if (step === FEEDBACK_STEP_COUNT - 1) return;
      if (step === 0 && !(await trigger('rating'))) return;
    }
    setStep((current) => Math.min(FEEDBACK_STEP_COUNT - 1, Math.max(0, current + direction)));
  };
  const swipe = useSwipeSteps((direction) => void go(direction));

  if (status === 'success') {
    return (
      <div className={styles.thanks} role="status">
        <Icon name="checkCircle" size="large" />
        <Text size="2xl" tone="primary" weight="bold">
          {copy.thanks}
        </Text>
        <p>{copy.thanksText}</p>
      </div>
    );
  }

  const ratingError = formState.errors.rating?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-describedby={hintId}
      onSubmit={handleSubmit(onSubmit, (errors) => {
        if (errors.rating) setStep(0);
      })}
      {...swipe}
    >
      <Text aria-live="polite" size="sm" tone="secondary">
        {copy.stepOf(step + 1, FEEDBACK_STEP_COUNT)}
      </Text>
      <p id={hintId} hidden>
        {copy.swipeHint}
      </p>
      {step === 0 ? (
        <Controller
          control={formControl}
          name="rating"
          render={({ field }) => (
            <ChoiceGroup label={copy.rating} optionsClassName={styles.stars} disabled={busy}>
              {[1, 2, 3, 4, 5].map((stars) => (
                <ChoiceOption
                  key={stars}
                  value={String(stars)}
                  name={copy.ratingOption(stars)}
                  checked={field.value === stars}
                  onChoose={() => field.onChange(stars)}
                  shape="slot"
                >
                  <Icon name="star" />
                </ChoiceOption>
              ))}
            </ChoiceGroup>
          )}
        />
      ) : null}
      {step === 0 && ratingError ? <Notice tone="error">{ratingError}</Notice> : null}
      {step === 1 ? <TextArea id="feedback-liked" label={copy.liked} disabled={busy} {...register('comment')} /> : null}
      {step === 2 ? (
        <TextArea
          id="feedback-improve"
          label={copy.improve}
          hint={copy.improveHint}
          disabled={busy}
          {...register('additional_comments')}
        />
      ) : null}
      {step === 3 ? (
        <>
          <Controller
            control={formControl}
            name="would_recommend"
            render={({ field }) => (
              <ChoiceGroup label={copy.recommend} optionsClassName={styles.choices} disabled={busy}>
                {([true, false] as const).map((answer) => (
                  <ChoiceOption
                    key={String(answer)}
                    value={String(answer)}
                    name={answer ? copy.yes : copy.no}
                    checked={field.value === answer}
                    onChoose={() => field.onChange(answer)}
                    shape="slot"
                  >
                    {answer ? copy.yes : copy.no}
                  </ChoiceOption>
                ))}
              </ChoiceGroup>
            )}
          />
          <Controller
            control={formControl}
            name="consent"
            render={({ field }) => (
              <Checkbox
                label={copy.consent}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                disabled={busy}
              />
            )}
          />
        </>
      ) : null}
      {status === 'failed' && error ? <Notice tone="error">{copy.failed(error)}</Notice> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={step === 0 || busy} onClick={() => void go(-1)}>
          {copy.back}
        </Button>
        {/* Different keys: React must not turn the clicked Next into the Submit button under the pointer, or the
            browser finishes that same click by submitting the form from step 3, before step 4 is even seen. */}
        {step < FEEDBACK_STEP_COUNT - 1 ? (
          <Button key="next" onClick={() => void go(1)}>
            {copy.next}
          </Button>
        ) : (
          <Button key="submit" type="submit" loading={busy} loadingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
