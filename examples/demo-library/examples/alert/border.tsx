import { Alert } from '@lectern/demo-library';

export default function AlertBorders() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert type="info" border>
        <code>border</code> on its own draws the border on the start side.
      </Alert>
      <Alert type="success" border="top">
        A border on the top.
      </Alert>
      <Alert type="warning" border="end" closable>
        A border on the end side, and a close button.
      </Alert>
    </div>
  );
}
