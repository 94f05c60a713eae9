import { OtpInput } from '@lectern/demo-library';

export default function OtpInputDisabled() {
  return <OtpInput label="Expired code" defaultValue="481516" disabled />;
}
