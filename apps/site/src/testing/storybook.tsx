import type { Decorator } from '@storybook/react-vite';

/** Wraps every story; page stories read the toolbar's network and visitor globals here. */
export const withSiteContext: Decorator = (Story) => <Story />;
