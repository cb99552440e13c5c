// The client version shown in the footer; only this field of package.json reaches the bundle.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
