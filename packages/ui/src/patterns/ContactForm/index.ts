export { ContactForm, type ContactFormProps, type ContactFormStatus } from './ContactForm';
