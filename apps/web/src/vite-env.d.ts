/// <reference types="vite/client" />

/** The build's calendar day (yyyy-MM-dd), defined by the Vite config; prerendered HTML uses it. */
declare const __BUILD_DAY__: string;
