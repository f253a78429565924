import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTabs, categoryTabId } from './CategoryTabs';

const categories = ['Individuals', 'Parent', 'Corporate'] as const;

function Harness({ onSelect }: { onSelect(name: string): void }) {
  const [selected, setSelected] = useState('Parent');
  return (
    <CategoryTabs
      categories={categories}
      selected={selected}
      idPrefix="svc"
      panelId="grid"
      onSelect={(name) => {
        setSelected(name);
        onSelect(name);
      }}
    />
  );
}

describe('CategoryTabs', () => {
  it('marks the chosen tab and ties every tab to the panel', () => {
    render(<Harness onSelect={() => {}} />);
    const parent = screen.getByRole('tab', { name: 'Parent' });
    expect(parent).toHaveAttribute('aria-selected', 'true');
    expect(parent).toHaveAttribute('id', categoryTabId('svc', 'Parent'));
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', 'grid');
  });

  it('moves focus and selection with the arrow keys, wrapping around', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Parent' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Corporate' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Individuals' })).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([['Corporate'], ['Individuals']]);
    expect(screen.getByRole('tab', { name: 'Individuals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('builds ids that are safe in URLs and selectors', () => {
    expect(categoryTabId('svc', 'Educational & Professional Institutions')).toBe(
      'svc-tab-educational-professional-institutions',
    );
  });
});
