import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './formOptions';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const rejectEmpty: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'too_small', message: 'Name is required' } } };

describe('lazyResolver', () => {
  it('checks with the loaded resolver, loading it once for every check', async () => {
    const load = vi.fn(async () => rejectEmpty);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const failed = await resolver({ name: '' }, undefined, options);
    expect(failed.errors.name?.message).toBe('Name is required');
    const passed = await resolver({ name: 'Asha' }, undefined, options);
    expect(passed).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load the first check then uses', async () => {
    const load = vi.fn(async () => rejectEmpty);
    const check = lazyResolver(load);
    await check.preload();
    await check.resolver({ name: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the values unchecked when the code cannot come, and tries the load again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(rejectEmpty);
    const check = lazyResolver(load);
    await expect(check.preload()).rejects.toThrow('dynamically imported');
    expect(await check.resolver({ name: '' }, undefined, options)).toEqual({ values: { name: '' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
    const again = await check.resolver({ name: '' }, undefined, options);
    expect(again.errors.name?.message).toBe('Name is required');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
