import { OtpInput } from '@lectern/demo-library';
import { useState } from 'react';

export default function OtpInputBasic() {
  const [code, setCode] = useState('');
  const [finished, setFinished] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <OtpInput
        label="Verification code"
        value={code}
        onChange={(next) => {
          setCode(next);
          setFinished(null);
        }}
        onFinish={setFinished}
      />
      <p style={{ margin: 0 }} aria-live="polite">
        {finished ? `Code complete: ${finished}` : `Typed so far: ${code.length} of 6 digits`}
      </p>
    </div>
  );
}
