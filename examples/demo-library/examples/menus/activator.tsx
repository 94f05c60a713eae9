import { Menu } from '@lectern/demo-library';
import { useState } from 'react';

const actions = ['Rename', 'Duplicate', 'Move to folder', 'Download', 'Delete'];

export default function MenuActivator() {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Menu label="File actions" items={actions} onOpenChange={setOpen} onSelect={setLast} />
      <p style={{ margin: 0 }}>
        The menu is {open ? 'open' : 'closed'}. {last ? `Last chosen: ${last}.` : 'Nothing chosen yet.'}
      </p>
    </div>
  );
}
