import { OtpInput } from '@lectern/demo-library';
import { useState } from 'react';

export default function OtpInputText() {
  const [finished, setFinished] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <OtpInput
        label="Voucher code"
        type="text"
        length={4}
        onFinish={(code) => setFinished([...finished, code])}
      />
      <p style={{ margin: 0 }} aria-live="polite">
        {finished.length === 0
          ? 'The finish event has not fired yet'
          : `Finished with: ${finished.join(', ')}`}
      </p>
    </div>
  );
}
