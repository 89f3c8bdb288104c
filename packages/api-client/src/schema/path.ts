/** One step into a JSON value: an object key or an array index. */
export type PathSegment = string | number;

/**
 * A location inside a response, kept as a linked list so descending into large arrays costs one
 * small object per step; it is only turned into text when a value fails validation.
 */
export interface Path {
  readonly parent: Path | undefined;
  readonly segment: PathSegment;
}

export const ROOT: Path | undefined = undefined;

export function child(parent: Path | undefined, segment: PathSegment): Path {
  return { parent, segment };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `$`, `$.history[3].timestamp`, `$["mainnet-beta"].tokens`. */
export function formatPath(path: Path | undefined): string {
  const segments: PathSegment[] = [];
  for (let step = path; step; step = step.parent) segments.push(step.segment);
  let text = '$';
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index] as PathSegment;
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
