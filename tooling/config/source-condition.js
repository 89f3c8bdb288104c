/** The export condition that resolves workspace packages to their TypeScript source. */
export const SOURCE_CONDITION = '@keel/source';
