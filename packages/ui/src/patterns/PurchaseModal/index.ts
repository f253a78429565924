export {
  PurchaseModal,
  purchaseFormSchema,
  type PurchaseFormInput,
  type PurchaseFormValues,
  type PurchaseModalProps,
  type PurchaseStatus,
} from './PurchaseModal';
