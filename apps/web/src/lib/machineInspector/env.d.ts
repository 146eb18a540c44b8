interface ImportMetaEnv {
  /**
   * The machine visualizer is part of this build (issue #14): always in `vite` dev, in a
   * production build only with MACHINE_INSPECTOR=on (apps/web/vite.config.ts). A literal, so
   * code behind `if (!import.meta.env.MACHINE_INSPECTOR)` is dropped from the bundle.
   */
  readonly MACHINE_INSPECTOR?: boolean;
}
