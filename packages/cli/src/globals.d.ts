/** The package version, set by the build (tsup `define`) and by the test config. */
declare const __MPA_VERSION__: string;
