import { FileInput } from '@lectern/demo-library';

export default function FileInputShowSize() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileInput label="Report (sizes in kB and MB: showSize)" showSize />
      <FileInput label="Photo (sizes in kB and MB: showSize={1000})" showSize={1000} />
      <FileInput label="Disk image (sizes in KiB and MiB: showSize={1024})" showSize={1024} />
    </div>
  );
}
