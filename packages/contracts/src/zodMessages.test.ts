import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import './zodBrowserConfig';
import { contactRequestSchema } from './schemas/content';

const messages = (input: unknown) => {
  const result = z.safeParse(contactRequestSchema, input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("zod's messages in the site's words", () => {
  const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'I would like to book a session.' };

  it('says a text length limit that has no message of its own as the forms do', () => {
    expect(messages({ ...valid, name: 'A'.repeat(201) })).toEqual([
      'name: This field must be at most 200 characters long',
    ]);
    expect(messages({ ...valid, message: 'm'.repeat(5001) })).toEqual([
      'message: This field must be at most 5000 characters long',
    ]);
  });

  it("keeps a check's own message, and the locale's text for every other issue", () => {
    expect(messages({ ...valid, name: '' })).toEqual(['name: Name is required']);
    expect(messages({ ...valid, message: 'short' })).toEqual(['message: Message must be at least 10 characters long']);
    expect(messages({ ...valid, name: 42 })).toEqual(['name: Invalid input: expected string, received number']);
  });
});
