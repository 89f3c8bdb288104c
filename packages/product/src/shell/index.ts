export {
  APP_LOAD_FAILURE,
  type AppShell,
  type AppShellInput,
  appLoadFailureMarkup,
  appShellMarkup,
} from './appShellMarkup';
export { type BootAppOptions, bootApp } from './bootApp';
export { routeForPath } from './routeForPath';
