import { Fab } from '@lectern/demo-library';

export default function FabBasic() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 }}>
      <Fab label="New message" />
      <Fab label="New message" size="large" />
      <Fab label="Compose" extended icon="✎" />
      <Fab label="Compose" extended size="large" icon="✎" />
      <Fab label="Upload (unavailable)" icon="⇪" disabled />
    </div>
  );
}
