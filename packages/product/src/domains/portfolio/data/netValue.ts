/** A source's net value in USD (a decimal string), null while it loads, 'failed' when it failed. */
export type NetValue = string | null | 'failed';
