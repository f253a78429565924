import { describe, expect, it } from 'vitest';
import { contrastLabel, contrastRatio, parseColour } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777', '#777777')).toBe(1);
  });

  it('has no single ratio for translucent or unknown colours', () => {
    expect(contrastRatio('rgba(16, 24, 40, 0.6)', '#FFFFFF')).toBeNull();
    expect(contrastRatio('teal', '#FFFFFF')).toBeNull();
    expect(parseColour('rgb(16, 24, 40)')).toEqual({ r: 16, g: 24, b: 40, a: 1 });
    expect(parseColour('rgb(256, 0, 0)')).toBeNull();
  });

  it('labels ratios by level, never rounding up across a threshold', () => {
    expect(contrastLabel(21)).toBe('21.00:1 AAA');
    expect(contrastLabel(6.19)).toBe('6.19:1 AA');
    expect(contrastLabel(4.499)).toBe('4.49:1 AA large');
    expect(contrastLabel(2.99)).toBe('2.99:1 fails');
  });
});
