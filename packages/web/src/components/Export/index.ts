export { ExportMenu } from './ExportMenu';
