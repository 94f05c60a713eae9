export { OtpInput, type OtpInputProps, otpInputDefaults } from './OtpInput';
export {
  acceptedCharacters,
  OTP_INPUT_TYPES,
  OTP_LENGTH,
  type OtpInputType,
} from './otp-input-rules';
