import { Textarea } from '@lectern/demo-library';

export default function TextareaAutoGrow() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Textarea
        label="Notes (grows from 2 to 6 rows)"
        rows={2}
        autoGrow
        maxRows={6}
        defaultValue={'Press Enter a few times:\nthe field grows with each line'}
      />
      <Textarea label="Short answer (3 rows)" rows={3} />
    </div>
  );
}
