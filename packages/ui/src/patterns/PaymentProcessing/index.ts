export { PaymentProcessing, type PaymentProcessingProps } from './PaymentProcessing';
