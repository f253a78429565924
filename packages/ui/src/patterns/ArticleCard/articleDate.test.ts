import { describe, expect, it } from 'vitest';
import { articleDate } from './ArticleCard';

describe('articleDate', () => {
  it('writes an ISO day as "18 Mar 2024", whatever the viewer\'s time zone', () => {
    expect(articleDate('2024-03-18')).toBe('18 Mar 2024');
    expect(articleDate('2024-01-01')).toBe('1 Jan 2024');
    expect(articleDate('2023-12-31')).toBe('31 Dec 2023');
  });

  it('keeps the three-letter September the site has always shown (en-GB data now says "Sept")', () => {
    expect(articleDate('2024-09-05')).toBe('5 Sep 2024');
  });
});
