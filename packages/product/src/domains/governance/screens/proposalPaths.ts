/** Path of a proposal's page. */
export const proposalPath = (address: string) => `/governance-and-staking/proposals/${address}`;
