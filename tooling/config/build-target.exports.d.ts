/** The types `@keel/config/build-target` exports (build-target.js, typed there with JSDoc). */
type EndpointKey =
  | 'environment'
  | 'rpcUrl'
  | 'rpcWsUrl'
  | 'extraSendRpcUrl'
  | 'apiUrl'
  | 'stagingApiUrl'
  | 'swapApiUrl'
  | 'testSwapApiUrl'
  | 'cdnUrl'
  | 'geoUrl'
  | 'syntheticDollarYieldUrl'
  | 'embeddedWalletAppId'
  | 'errorReportingDsn';

export declare const ENDPOINT_VARIABLES: Readonly<Record<EndpointKey, string>>;
export declare const SANDBOX_HOSTS: Readonly<Partial<Record<EndpointKey, string>>>;
export declare const SANDBOX_CONTROL_URL: string;
