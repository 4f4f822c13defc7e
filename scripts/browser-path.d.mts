/** The browser to launch: `CHROME_PATH`, else the first candidate installed (scripts/browser-path.mjs). */
export declare const browserPath: string;
/** Debian's Chromium headless shell when installed, else `browserPath` (scripts/browser-path.mjs). */
export declare const headlessShellPath: string;
