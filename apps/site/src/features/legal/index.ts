// The legal pages' public face: pages import only from here.
export { LegalDocumentScreen } from './LegalDocumentScreen';
