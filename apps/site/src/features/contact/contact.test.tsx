import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_RESET_MS } from '@sukoon/contracts';
import { contactCopy } from '@sukoon/contracts/copy/contact';
import { server } from '../../mocks/node';
import { errorResponse } from '../../mocks/handlers';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { goOnlineOrOffline, json, recordCalls } from '../../testing/helpers';
import { HttpResponse } from 'msw';

beforeAll(() => preloadPages('/contact'));
afterEach(() => vi.useRealTimers());

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Do you offer sessions in Tamil?') {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), ' Meera Iyer ');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), message);
}

describe('/contact', () => {
  it('checks the five rules in the spec order, each error clearing when its field is edited', async () => {
    const user = userEvent.setup();
    const sent = recordCalls('contact', () => json({ message: 'ok' }, 201));
    server.use(sent.handler);
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('sends the message trimmed, empties the form at once and says it is sent for 5 s', async () => {
    const sent = recordCalls('contact', () => json({ message: 'ok' }, 201));
    server.use(sent.handler);
    renderApp('/contact');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactCopy.sent)).toBeInTheDocument();
    expect(sent.bodies).toEqual([
      { name: 'Meera Iyer', email: 'meera@example.com', message: 'Do you offer sessions in Tamil?' },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    // Send again on the emptied form: the rules answer, nothing is sent a second time.
    screen.getByRole('button', { name: 'Send Message' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText(contactCopy.sent)).not.toBeInTheDocument();
    expect(sent.bodies).toHaveLength(1);
  });

  it('returns to idle 5 s after a success, the form still empty', async () => {
    server.use(recordCalls('contact', () => json({ message: 'ok' }, 201)).handler);
    renderApp('/contact');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactCopy.sent)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RESET_MS - 100));
    expect(screen.getByText(contactCopy.sent)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.queryByText(contactCopy.sent)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  it('hides the success text once a new message is typed', async () => {
    const user = userEvent.setup();
    server.use(recordCalls('contact', () => json({ message: 'ok' }, 201)).handler);
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactCopy.sent)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'M');
    expect(screen.queryByText(contactCopy.sent)).not.toBeInTheDocument();
  });

  it('keeps what was typed when sending fails, and clears the failure 5 s later', async () => {
    server.use(recordCalls('contact', () => errorResponse(500, { detail: 'down' })).handler);
    renderApp('/contact');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactCopy.failed)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RESET_MS));
    await waitFor(() => expect(screen.queryByText(contactCopy.failed)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Do you offer sessions in Tamil?');
  });

  it('says the send failed at once when the connection is lost, keeping what was typed', async () => {
    const user = userEvent.setup();
    const connection = goOnlineOrOffline();
    server.use(recordCalls('contact', () => HttpResponse.error()).handler);
    try {
      renderApp('/contact');
      await fill(user);
      connection.set(false);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      // Not paused until the connection returns (TanStack Query's default for mutations), which said "Sending..."
      // for as long as the visitor stayed offline.
      expect(await screen.findByText(contactCopy.failed)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(' Meera Iyer ');
    } finally {
      connection.set(true);
      connection.restore();
    }
  });
});
