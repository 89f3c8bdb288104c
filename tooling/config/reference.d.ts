/** `KEEL_REFERENCE_DIR`, else the first `shared/reference` beside the repo or one of its ancestors; null when absent. */
export declare function referenceFolder(): string | null;
/** True when the run demands the reference (`KEEL_REQUIRE_REFERENCE=1`): a missing file then fails. */
export declare function referenceRequired(): boolean;
/**
 * Absolute path of `relativePath` (e.g. `chain/idl/kvault.json`) inside the reference folder, or
 * null when absent (the suite is then skipped, and the skip recorded). Throws when absent and required.
 */
export declare function referencePath(suite: string, relativePath: string): string | null;
/** `referencePath`, read and parsed as JSON (typed by the caller); null when absent. */
export declare function referenceJson<T = unknown>(suite: string, relativePath: string): T | null;
/** Folder, inside the package whose tests ask, where each lookup is recorded (`report.jsonl`). */
export declare const CONFORMANCE_REPORT_FOLDER: string;
