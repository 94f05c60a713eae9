export { FileInput, type FileInputProps, fileInputDefaults } from './FileInput';
export {
  assertFiles,
  FILE_SIZE_BASES,
  type FileSizeBase,
  fileSizeBase,
  formatFileSize,
  type ShowSize,
} from './file-input-rules';
