/** Open CORS: the apps on other local ports (5173–5175) call the sandbox API from the browser. */
export function apiCorsHeaders(requestedHeaders?: string): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'content-type, accept',
    'access-control-max-age': '600',
  };
}
