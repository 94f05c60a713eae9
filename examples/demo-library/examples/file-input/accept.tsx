import { FileInput } from '@lectern/demo-library';

export default function FileInputAccept() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileInput label="Images" accept="image/*" multiple showSize />
      <FileInput label="Documents (PDF or text)" accept=".pdf,.txt" name="document" />
      <FileInput label="Uploads are closed" disabled />
    </div>
  );
}
