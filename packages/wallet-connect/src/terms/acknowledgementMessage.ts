/**
 * The fixed message a wallet signs to acknowledge the terms (O§4.1): five statements, built
 * from the brand name. The text is deterministic so a stored signature always matches it.
 */
export function termsAcknowledgementMessage(brandName: string): string {
  return [
    `${brandName} Terms and Conditions acknowledgement`,
    '',
    'By signing this message, I confirm that:',
    '1. I am not a resident of, located in, or incorporated in the United States of America or any other prohibited locality.',
    '2. I will not use a VPN or any other means to hide my location or to get around any restriction.',
    `3. I am lawfully permitted to access this site and to use ${brandName} under the laws of the jurisdiction where I reside and am located.`,
    `4. I understand the risks of using ${brandName}, including the possible loss of all the assets I deposit.`,
    `5. I accept that ${brandName} has no custody of my funds: I alone control my wallet and I am responsible for every transaction I sign.`,
  ].join('\n');
}

/** The message as the bytes a wallet's signMessage takes. */
export function encodeTermsMessage(message: string): Uint8Array {
  return new TextEncoder().encode(message);
}
