import { useForm, useWatch } from 'react-hook-form';
import type { StaffExportQuery } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { Button } from '../../primitives/Button';
import { editableField, lazyResolver, submitValidation, usePreloadedCheck } from '../../primitives/FormLayout';
import { Notice } from '../../primitives/Notice';
import { TextField } from '../../primitives/TextField';
import { staffSectionIds } from '../StaffNav/StaffNav';
import { StaffSection } from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffPaymentsExportProps {
  /** Today in India ('yyyy-MM-dd'): the range starts as this month so far. */
  today: string;
  /** The file is being prepared. */
  downloading?: boolean;
  /** Why the last download failed, as a sentence. */
  failure?: string;
  /** Download the payments of this range (checked by the contracts' rules). */
  onDownload(range: StaffExportQuery): void;
}

const exportCheck = lazyResolver(() => import('./exportResolver').then((module) => module.exportResolver));

/** The payments CSV for accounting: a range of days (this month so far to begin with), refused while backwards. */
export function StaffPaymentsExport({ today, downloading = false, failure, onDownload }: StaffPaymentsExportProps) {
  const c = staffCopy.exports;
  const form = useForm<StaffExportQuery>({
    ...submitValidation,
    resolver: exportCheck.resolver,
    defaultValues: { from: `${today.slice(0, 8)}01`, to: today },
  });
  const field = editableField(form);
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  // Said as soon as the range is backwards, not only when it is sent.
  const backwards = from !== '' && to !== '' && from > to;
  const { errors } = form.formState;
  usePreloadedCheck(exportCheck);
  return (
    <StaffSection id={staffSectionIds.exports} title={staffCopy.tabs.exports} summary={c.intro}>
      <form
        className={styles.controls}
        aria-labelledby={staffSectionIds.exports}
        onSubmit={form.handleSubmit((range) => !downloading && onDownload(range))}
      >
        <TextField {...field('from')} label={c.from} type="date" required error={errors.from?.message} />
        <TextField
          {...field('to')}
          label={c.to}
          type="date"
          required
          error={backwards ? staffCopy.errors.badRange : errors.to?.message}
        />
        <Button type="submit" loading={downloading} loadingLabel={c.downloading} disabled={backwards}>
          {c.download}
        </Button>
      </form>
      {failure === undefined ? null : <Notice tone="error">{c.failed(failure)}</Notice>}
    </StaffSection>
  );
}
