// The preview rows are presentational and live in ui-kit; forms import them from the kit here.
export { type PreviewRow, PreviewRows, type PreviewTone } from '@keel/ui-kit';
export { riskDirection } from './riskDirection';
