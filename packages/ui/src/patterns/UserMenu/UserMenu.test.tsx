import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu';

describe('UserMenu keyboard and focus', () => {
  it('opens with Enter on the first item and with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    render(<UserMenu status="signed-in" firstName="Priya" lastName="Sharma" onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Priya Sharma' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('selects with Space and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<UserMenu status="signed-in" firstName="Priya" lastName="Sharma" onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Priya Sharma' });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('membership');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside without taking focus back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <UserMenu status="guest" onSelect={vi.fn()} />
        <input aria-label="Search" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Guest' }));
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('tells of intent when a pointer comes over it or focus comes into it, before anything is chosen', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    const onSelect = vi.fn();
    render(
      <>
        <input aria-label="Search" />
        <UserMenu status="guest" onSelect={onSelect} onIntent={onIntent} />
      </>,
    );
    await user.hover(screen.getByRole('textbox', { name: 'Search' }));
    expect(onIntent).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Guest' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('button', { name: 'Guest' }));
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guest' })).toHaveFocus();
    expect(onIntent).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Tab', async () => {
    const user = userEvent.setup();
    render(<UserMenu status="guest" onSelect={vi.fn()} />);
    screen.getByRole('button', { name: 'Guest' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the guest label while loading or when the name is unknown', () => {
    const { rerender } = render(<UserMenu status="loading" firstName="Priya" lastName="Sharma" onSelect={vi.fn()} />);
    const busy = screen.getByRole('button', { name: 'Guest' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // A spinner in place of the avatar, for the eye; aria-busy says it to a screen reader.
    expect(within(busy).getByRole('status', { hidden: true })).toBeInTheDocument();
    rerender(<UserMenu status="signed-in" firstName="  " onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Guest' })).toBeInTheDocument();
    rerender(<UserMenu status="signed-in" firstName="Priya" onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Priya' })).toBeInTheDocument();
  });
});
