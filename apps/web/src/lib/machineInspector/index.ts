import type { InspectionEvent } from 'xstate';
import { createInspectionBridge } from './bridge.ts';

/**
 * The `inspect` option of the app's actors (issue #14): reports them to the machine
 * visualizer at /dev/machines. Without the visualizer in the build (production without
 * MACHINE_INSPECTOR=on) this is `undefined` and the bridge is not in the bundle at all.
 */
export const inspect: ((event: InspectionEvent) => void) | undefined = import.meta.env
  .MACHINE_INSPECTOR
  ? createInspectionBridge()
  : undefined;
