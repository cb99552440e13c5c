// The walk of every route in English (pages/routeWalk.ts); narrow-screens.spec.ts walks in Chinese.
import { defineRouteWalk } from './pages/routeWalk';

defineRouteWalk('en');
