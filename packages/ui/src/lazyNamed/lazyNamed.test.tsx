import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '.';

const dialogs = {
  Cancel: ({ title }: { title: string }) => <p>{title}</p>,
  Reschedule: () => <p>reschedule</p>,
};

describe('lazyNamed', () => {
  it('renders the named export once its module has come, with the props it is given', async () => {
    const load = vi.fn(() => Promise.resolve(dialogs));
    const Cancel = lazyNamed(load, 'Cancel');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Cancel title="Cancel this session?" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Cancel this session?')).toBeInTheDocument();
    expect(screen.queryByText('reschedule')).not.toBeInTheDocument();
  });

  it('asks the loader only when first rendered, so defining it costs no request', async () => {
    const load = vi.fn(() => Promise.resolve(dialogs));
    const Reschedule = lazyNamed(load, 'Reschedule');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={null}>
        <Reschedule />
      </Suspense>,
    );
    expect(await screen.findByText('reschedule')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
