export { OtpBoxes, type OtpBoxesHandle, type OtpBoxesProps } from './OtpBoxes';
export { useOtpBoxes, type OtpCompleteSource, type UseOtpBoxesOptions } from './useOtpBoxes';
