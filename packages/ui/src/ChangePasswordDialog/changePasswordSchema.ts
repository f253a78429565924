import { z } from 'zod';

/** The spec's exact texts (01 sections 5 and 8). */
export const changePasswordText = {
  currentRequired: 'Current password is required',
  newTooShort: 'New password must be at least 8 characters long',
  mismatch: 'Passwords do not match',
  success: 'Password changed successfully!',
  failed: 'Failed to change password',
} as const;

/** Field names are the change-password call's payload names, so the values go to the server as they are. */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, changePasswordText.currentRequired),
    new_password: z.string().min(8, changePasswordText.newTooShort),
    confirm_password: z.string(),
  })
  // Checked even when other fields fail, so all three messages can show at once.
  .refine((values) => values.new_password === values.confirm_password, {
    message: changePasswordText.mismatch,
    path: ['confirm_password'],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
