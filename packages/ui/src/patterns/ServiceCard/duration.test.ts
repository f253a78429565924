import { describe, expect, it } from 'vitest';
import { durationLabel } from './duration';

describe('durationLabel', () => {
  it('reads the catalogue formats', () => {
    expect(durationLabel('01:00:00')).toBe('60 minutes');
    expect(durationLabel('00:30:00')).toBe('30 minutes');
    expect(durationLabel('01:30:00')).toBe('90 minutes');
  });

  it('takes minutes as a number too', () => {
    expect(durationLabel(45)).toBe('45 minutes');
    expect(durationLabel(1)).toBe('1 minute');
  });

  it('falls back to the standard 60-minute session for an unreadable duration', () => {
    expect(durationLabel('one hour')).toBe('60 minutes');
  });
});
