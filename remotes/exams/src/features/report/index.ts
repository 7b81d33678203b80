// The report feature's public entry: the paper viewer opens its dialog (fetched when pressed).
export { ReportDialog } from './components/report-dialog';
