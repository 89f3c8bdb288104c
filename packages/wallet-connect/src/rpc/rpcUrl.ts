export const RPC_URL_INVALID_MESSAGE = 'RPC URL not valid';
export const RPC_URL_INVALID_DESCRIPTION =
  'Custom RPC URL address is not valid. Please enter a valid RPC address.';

export interface RpcUrlError {
  message: string;
  description: string;
}

export const RPC_URL_ERROR: RpcUrlError = {
  message: RPC_URL_INVALID_MESSAGE,
  description: RPC_URL_INVALID_DESCRIPTION,
};

/** The endpoint of a custom RPC URL, or undefined when it is not an http(s) URL with a host. */
export function parseRpcUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.hostname === '') return undefined;
    return trimmed;
  } catch {
    return undefined;
  }
}

/** True when the text is a valid RPC URL (O§5). */
export function isValidRpcUrl(text: string): boolean {
  return parseRpcUrl(text) !== undefined;
}
