// In-process suites hash the owner's password for every test server and sign-in: at the production cost
// (scrypt N = 16384) that is some 50 ms of CPU each. They test what is done with a hash, not its cost;
// auth.test.ts checks the production cost, and every server process (process and crash tests) keeps it.
import { setHashCostForTests } from '../src/auth/password.js';

export const TEST_HASH_COST = 1_024;
setHashCostForTests(TEST_HASH_COST);
