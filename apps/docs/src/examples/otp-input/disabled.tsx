import { OtpInput } from '../../library/OtpInput';

export default function OtpInputDisabled() {
  return <OtpInput label="Expired code" defaultValue="481516" disabled />;
}
