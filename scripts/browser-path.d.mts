/** The browser to launch: `CHROME_PATH`, else the first candidate installed (scripts/browser-path.mjs). */
export declare const browserPath: string;
