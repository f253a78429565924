// The services feature's public face: other features, pages and the app import only from here.
export { ServicesScreen } from './ServicesScreen';
export { categoriesQueryOptions, categoriesResult } from './api/categories';
