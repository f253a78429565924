import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './changePasswordSchema';

const messages = (input: unknown) => {
  const result = changePasswordSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('changePasswordSchema', () => {
  it('reports all three problems at once', () => {
    expect(messages({ current_password: '', new_password: 'short', confirm_password: 'other' })).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password must be at least 8 characters long',
      confirm_password: 'Passwords do not match',
    });
  });

  it('accepts a valid change with exactly 8 characters', () => {
    expect(messages({ current_password: 'x', new_password: '12345678', confirm_password: '12345678' })).toEqual({});
  });

  it('rejects a confirmation that differs only in case', () => {
    expect(messages({ current_password: 'x', new_password: 'Abcdefgh', confirm_password: 'abcdefgh' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });
});
