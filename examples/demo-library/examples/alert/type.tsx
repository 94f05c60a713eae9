import { Alert } from '@lectern/demo-library';

export default function AlertTypes() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert type="success" title="Saved">
        Your changes are saved.
      </Alert>
      <Alert type="info">A new version of the docs is out.</Alert>
      <Alert type="warning" title="Check your input">
        The date is in the past.
      </Alert>
      <Alert type="error" title="Upload failed">
        The file is larger than 10 MB.
      </Alert>
    </div>
  );
}
