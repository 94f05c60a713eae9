import { Textarea } from '@lectern/demo-library';

export default function TextareaCounter() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Textarea
        label="Bio"
        counter
        maxLength={160}
        clearable
        defaultValue="Writes documentation for component libraries."
      />
      <Textarea
        label="Terms (read only)"
        readOnly
        defaultValue="These terms cannot be edited here."
        rows={2}
      />
    </div>
  );
}
