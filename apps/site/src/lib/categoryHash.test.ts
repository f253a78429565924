import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER } from '@sukoon/contracts';
import { categoryFromHash, hashForCategory } from './categoryHash';

describe('categoryFromHash', () => {
  it.each([
    ['#Couples', 'Couples'],
    ['#Educational%20%26%20Professional%20Institutions', 'Educational & Professional Institutions'],
    ['#Educational & Professional Institutions', 'Educational & Professional Institutions'],
    ['#family', 'Family'],
    ['Students', 'Students'],
  ])('reads %s as %s', (hash, name) => {
    expect(categoryFromHash(hash, CATEGORY_ORDER)).toBe(name);
  });

  it.each(['', '#', '#Pets', '#%E0%A4%A', '#Couples%20Therapy'])('names no category for %j', (hash) => {
    expect(categoryFromHash(hash, CATEGORY_ORDER)).toBeUndefined();
  });

  it('round-trips every category through hashForCategory', () => {
    for (const name of CATEGORY_ORDER) expect(categoryFromHash(hashForCategory(name), CATEGORY_ORDER)).toBe(name);
    expect(hashForCategory('Educational & Professional Institutions')).toBe(
      '#Educational%20%26%20Professional%20Institutions',
    );
  });
});
