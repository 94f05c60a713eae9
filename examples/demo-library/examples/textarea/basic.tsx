import { Textarea } from '@lectern/demo-library';
import { useState } from 'react';

export default function TextareaBasic() {
  const [text, setText] = useState('');
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Textarea label="Feedback" value={text} onChange={setText} placeholder="What did you think?" />
      <p style={{ margin: 0 }}>
        {words} word{words === 1 ? '' : 's'}
      </p>
    </div>
  );
}
