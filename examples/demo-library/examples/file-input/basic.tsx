import { FileInput } from '@lectern/demo-library';
import { useState } from 'react';

export default function FileInputBasic() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <FileInput label="Attachments" multiple value={files} onChange={setFiles} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span>
          {files.length === 0
            ? 'No files chosen'
            : `${files.length} file${files.length === 1 ? '' : 's'} chosen`}
        </span>
        <button type="button" onClick={() => setFiles([])} disabled={files.length === 0}>
          Clear
        </button>
      </div>
    </div>
  );
}
