import { describe, expect, it } from 'vitest';
import { formatMessage } from './message';

describe('formatMessage', () => {
  it('chooses the plural form in the message', () => {
    const hours = (n: number) =>
      formatMessage('up to {hours, plural, one {# hour} other {# hours}} before', { hours: n });
    expect(hours(1)).toBe('up to 1 hour before');
    expect(hours(24)).toBe('up to 24 hours before');
  });

  it('chooses a select branch and formats the arguments nested in it', () => {
    const message = '{kind, select, credits {{used} credits used} other {Paid by card}}.';
    expect(formatMessage(message, { kind: 'credits', used: 2 })).toBe('2 credits used.');
    expect(formatMessage(message, { kind: 'card', used: 0 })).toBe('Paid by card.');
  });

  it('keeps apostrophes and plain text as they are', () => {
    expect(formatMessage('Your Google account’s e-mail, {name}; it’s fine', { name: 'Asha' })).toBe(
      'Your Google account’s e-mail, Asha; it’s fine',
    );
    expect(formatMessage("You're booked for {date}", { date: '1 Dec' })).toBe("You're booked for 1 Dec");
  });

  it('names every argument in its type', () => {
    // @ts-expect-error the message needs `hours`
    expect(() => formatMessage('{hours, plural, one {# hour} other {# hours}}', {})).toThrow();
    // @ts-expect-error `hours` is a number: a plural chooses by it
    formatMessage('{hours, plural, one {# hour} other {# hours}}', { hours: '2' });
    const used = '{used, plural, one {# credit} other {# credits}} used, {left, plural, other {{left} left}}';
    // @ts-expect-error the nested `left` is needed too
    expect(() => formatMessage(used, { used: 1 })).toThrow();
  });
});
