export { CategoryTabs, categoryTabId, type CategoryTabsProps } from './CategoryTabs';
export { nextTabIndex } from './rovingTabs';
