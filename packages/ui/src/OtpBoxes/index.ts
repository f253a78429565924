export { OtpBoxes, type OtpBoxesHandle, type OtpBoxesProps } from './OtpBoxes';
export { OTP_LENGTH, useOtpBoxes, type OtpCompleteSource, type UseOtpBoxesOptions } from './useOtpBoxes';
