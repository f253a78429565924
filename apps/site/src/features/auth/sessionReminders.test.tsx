import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { mockEndpoint } from '../../mocks/handlers';
import { sampleUser } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls } from '../../testing/helpers';

const copy = accountsCopy.profile.reminders;

beforeAll(async () => {
  await preloadPages(paths.myProfile);
}, 60_000);

const reminderBox = async () => {
  const section = within(await screen.findByRole('region', { name: copy.heading }));
  return section.getByRole('checkbox', { name: copy.label });
};

describe('My Profile: session reminders', () => {
  it('turns reminders off at once and saves the choice', async () => {
    let answer: (value: Response) => void = () => {};
    const saved = recordCalls('preferences', () => new Promise<Response>((resolve) => (answer = resolve)));
    server.use(saved.handler);
    const user = userEvent.setup();
    renderApp(paths.myProfile, { signedIn: true });
    const box = await reminderBox();
    expect(box).toBeChecked();

    await user.click(box);
    // Off before the server has answered.
    expect(box).not.toBeChecked();
    await waitFor(() => expect(saved.bodies).toEqual([{ session_reminders: false }]));
    answer(json({ session_reminders: false }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.queryByText(copy.failed)).toBeNull();
  });

  it('puts the switch back and says so when the change is not saved', async () => {
    const saved = recordCalls('preferences', () => json({ message: 'A server error occurred.' }, 500));
    server.use(saved.handler);
    const user = userEvent.setup();
    renderApp(paths.myProfile, { signedIn: true });
    const box = await reminderBox();
    await user.click(box);
    expect(await screen.findByText(copy.failed)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(saved.bodies).toEqual([{ session_reminders: false }]);
  });

  it('shows reminders off for a client who turned them off, and turns them back on', async () => {
    server.use(
      mockEndpoint('userProfile', 'ok', { ok: () => ({ user: { ...sampleUser, session_reminders: false } }) }),
    );
    const saved = recordCalls('preferences', () => json({ session_reminders: true }));
    server.use(saved.handler);
    const user = userEvent.setup();
    renderApp(paths.myProfile, { signedIn: true });
    const box = await reminderBox();
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(saved.bodies).toEqual([{ session_reminders: true }]));
    expect(box).toBeChecked();
  });
});
