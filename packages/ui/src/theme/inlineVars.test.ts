import { assignInlineVars } from '@vanilla-extract/dynamic';
import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('sets the same custom properties as assignInlineVars', () => {
    const plain = 'var(--scrollOffset__1x2y3z0)';
    const other = 'var(--loopDuration__9q8w7e1)';
    const values = { [plain]: '72px', [other]: '40s' };
    expect(inlineVars(values)).toEqual(assignInlineVars(values));
    expect(inlineVars(values)).toEqual({ '--scrollOffset__1x2y3z0': '72px', '--loopDuration__9q8w7e1': '40s' });
  });
});
