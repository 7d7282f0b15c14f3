export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export { downloadBlob, exportToBlob } from './exportFile';
