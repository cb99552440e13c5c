// Kept apart from screens.ts, which loads the catalogues: the e2e specs read this list under Node,
// where a catalogue part (`?part=shell`) cannot be imported.
import type { RouteName } from '../../domain/routes';

/** The routes whose screen is still to be built: they show the empty state, titled with the route's name. */
export const PLACEHOLDER_ROUTES: readonly RouteName[] = [];
