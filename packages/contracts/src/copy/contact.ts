// The contact form's words (spec 02 sections 2, 5 and 8; verbatim where the spec gives them). The validation
// messages themselves live in the contact schema (schemas/content.ts), the one place the rules are written.
// Import by sub-path: `import { contactCopy } from '@sukoon/contracts/copy/contact'`.
export const contactCopy = {
  /** The contact cards' list. */
  cardsLabel: 'Ways to reach us',
  name: 'Your name',
  email: 'Email',
  message: 'Message',
  messageHint: 'At least 10 characters. Please do not include private health details.',
  send: 'Send Message',
  sending: 'Sending your message...',
  /** B8, verbatim. */
  sent: "Message sent successfully! We'll get back to you soon.",
  /** B8, verbatim. */
  failed: 'Failed to send message. Please try again or contact us directly.',
} as const;
