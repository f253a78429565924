export { CategoryTabs, categoryTabId, type CategoryTabsProps } from './CategoryTabs';
export { nextTabIndex } from './rovingTabs';
export { bar as categoryRow, rowHeight as categoryRowHeight } from './CategoryTabs.css';
