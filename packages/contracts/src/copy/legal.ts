// The words around the legal pages' own text (the text itself is content: content/legal.ts).
// Import by sub-path: `import { legalCopy } from '@sukoon/contracts/copy/legal'`.
export const legalCopy = {
  summary: 'In short',
  contents: 'On this page',
  email: 'E-mail:',
  phone: 'Phone:',
} as const;
