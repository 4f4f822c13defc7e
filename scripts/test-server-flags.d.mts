/** Node flags for the servers the tests start (test-server-flags.mjs, decision 0286). */
export declare const TEST_SERVER_NODE_FLAGS: string[];
